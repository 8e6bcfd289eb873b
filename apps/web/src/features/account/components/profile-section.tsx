import type { UserInfo } from '@crewcast/contracts/users';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { logout } from '@/lib/session';
import { useChangeDisplayName } from '../api/change-display-name';
import { Avatar } from './avatar';
import { DisplayNameForm } from './display-name-form';
import { ResendVerificationButton } from './resend-verification-button';
import '@/components/ui/status-pill.css';

/** Who the member is: picture, display name (which they can change), email and whether it is verified. */
export function ProfileSection({ info }: { info: UserInfo }) {
  const t = useTranslation();
  const [editing, setEditing] = useState(false);
  const displayName = info.displayName ?? '';

  return (
    <section aria-label={t('account.profile.label')}>
      <Card className="account-profile">
        <Avatar displayName={displayName} avatarUrl={info.avatarUrl || undefined} size="large" />
        <div className="account-profile__details">
          {editing ? (
            <ChangeDisplayNameForm current={displayName} onDone={() => setEditing(false)} />
          ) : (
            <div className="account-profile__name-row">
              <p className="account-profile__name">{displayName}</p>
              <Button
                variant="ghost"
                className="account-profile__text-button"
                onClick={() => setEditing(true)}
              >
                {t('account.displayName.edit')}
              </Button>
            </div>
          )}
          <EmailStatus email={info.email ?? ''} verified={info.verified === true} />
        </div>
        <Button variant="secondary" className="account-profile__logout" onClick={logout}>
          {t('menu.logout')}
        </Button>
      </Card>
    </section>
  );
}

function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const t = useTranslation();

  return (
    <div className="account-profile__email">
      <span className="account-profile__address">{email}</span>
      {verified ? (
        <span className="status-pill status-pill--positive">
          <CheckIcon aria-hidden="true" />
          {t('account.email.verified')}
        </span>
      ) : (
        <>
          <span className="status-pill">{t('account.email.notVerified')}</span>
          <ResendVerificationButton
            variant="ghost"
            className="account-profile__text-button account-profile__resend"
          />
        </>
      )}
    </div>
  );
}

function ChangeDisplayNameForm({ current, onDone }: { current: string; onDone: () => void }) {
  const t = useTranslation();
  const showToast = useToast();
  const change = useChangeDisplayName();
  return (
    <DisplayNameForm
      initial={current}
      save={change}
      onSaved={() => {
        showToast({ tone: 'success', message: t('account.displayName.changed') });
        onDone();
      }}
      onCancel={onDone}
      submitLabel={t('common.save')}
      className="account-form--inline"
    />
  );
}
