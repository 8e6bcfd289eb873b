import type { FactorProof, Passkey } from '@crewcast/contracts/two-factor';
import { useState } from 'react';
import { TitledSection } from '@/components/layout/titled-section';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { ShieldIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useTwoFactor } from '../api/get-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useRemoveSecondFactor } from '../api/remove-second-factor';
import { AccountSection } from './account-section';
import { AddPasskeyForm } from './add-passkey-form';
import { FactorProofDialog } from './factor-proof-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpSetup } from './totp-setup';
import './two-factor.css';

/** A change that asks for the password or a current second factor first. */
type GuardedChange =
  { kind: 'remove-app' } | { kind: 'remove-passkey'; passkey: Passkey } | { kind: 'new-codes' };

/** Second factors: an authenticator app, passkeys, and the recovery codes that stand in for both. */
export function TwoFactorSection() {
  const { t, locale } = useI18n();
  const showToast = useToast();
  const status = useTwoFactor();
  const remove = useRemoveSecondFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [newCodes, setNewCodes] = useState<string[]>([]);
  const [change, setChange] = useState<GuardedChange | null>(null);
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

  function factorAdded(recoveryCodes: string[]) {
    showToast({ tone: 'success', message: t('account.twoFactor.added') });
    setNewCodes(recoveryCodes);
  }

  async function applyChange(proof: FactorProof) {
    if (!change) return;
    if (change.kind === 'new-codes') {
      setNewCodes((await regenerate.mutateAsync(proof)).recoveryCodes);
    } else {
      const factor =
        change.kind === 'remove-app'
          ? { kind: 'totp' as const }
          : { kind: 'passkey' as const, id: change.passkey.id };
      await remove.mutateAsync({ factor, proof });
      showToast({ tone: 'success', message: t('account.twoFactor.removed') });
    }
    setChange(null);
  }

  const dialog =
    change?.kind === 'new-codes'
      ? { title: t('account.twoFactor.codes.newTitle'), submit: t('account.twoFactor.codes.new') }
      : change?.kind === 'remove-app'
        ? { title: t('account.twoFactor.app.removeTitle'), submit: t('account.twoFactor.remove') }
        : change && {
            title: t('account.twoFactor.passkey.removeTitle', change.passkey.name),
            submit: t('account.twoFactor.remove'),
          };

  return (
    <AccountSection
      title={t('account.twoFactor.title')}
      description={t('account.twoFactor.description')}
      icon={ShieldIcon}
    >
      {status.isPending ? (
        <Skeleton height={160} />
      ) : status.isError ? (
        <ErrorState title={t('account.twoFactor.loadFailed')} onRetry={() => status.refetch()} />
      ) : (
        <div className="two-factor">
          {status.data.requiredForConsole && !status.data.sessionVerified && (
            <InlineAlert>{t('account.twoFactor.requiredForConsole')}</InlineAlert>
          )}
          <TitledSection
            className="two-factor__part"
            titleClassName="two-factor__heading"
            titleAs="h3"
            title={t('account.twoFactor.app.title')}
          >
            {status.data.totp ? (
              <div className="two-factor__row">
                <p>{t('account.twoFactor.app.on')}</p>
                <Button variant="ghost" onClick={() => setChange({ kind: 'remove-app' })}>
                  {t('account.twoFactor.remove')}
                </Button>
              </div>
            ) : (
              <>
                <p className="two-factor__note">{t('account.twoFactor.app.off')}</p>
                <TotpSetup onDone={factorAdded} />
              </>
            )}
          </TitledSection>
          <TitledSection
            className="two-factor__part"
            titleClassName="two-factor__heading"
            titleAs="h3"
            title={t('account.twoFactor.passkey.title')}
          >
            {status.data.passkeys.length === 0 ? (
              <p className="two-factor__note">{t('account.twoFactor.passkey.none')}</p>
            ) : (
              <ul className="plain-list two-factor__list">
                {status.data.passkeys.map((passkey) => (
                  <li className="two-factor__row" key={passkey.id}>
                    <div>
                      <p className="two-factor__name">{passkey.name}</p>
                      <p className="two-factor__note">
                        {t('account.twoFactor.passkey.added', formatDate(passkey.createdAt))}
                        {passkey.lastUsedAt &&
                          ` · ${t('account.twoFactor.passkey.lastUsed', formatDate(passkey.lastUsedAt))}`}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      aria-label={t('account.twoFactor.passkey.remove', passkey.name)}
                      onClick={() => setChange({ kind: 'remove-passkey', passkey })}
                    >
                      {t('account.twoFactor.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <AddPasskeyForm onDone={factorAdded} />
          </TitledSection>
          {(status.data.totp || status.data.passkeys.length > 0) && (
            <TitledSection
              className="two-factor__part"
              titleClassName="two-factor__heading"
              titleAs="h3"
              title={t('account.twoFactor.codes.heading')}
            >
              <div className="two-factor__row">
                <p>{t('account.twoFactor.codes.left', status.data.recoveryCodesLeft)}</p>
                <Button variant="ghost" onClick={() => setChange({ kind: 'new-codes' })}>
                  {t('account.twoFactor.codes.new')}
                </Button>
              </div>
            </TitledSection>
          )}
        </div>
      )}
      {dialog && (
        <FactorProofDialog
          title={dialog.title}
          submitLabel={dialog.submit}
          onProof={applyChange}
          onClose={() => setChange(null)}
        />
      )}
      <RecoveryCodesDialog codes={newCodes} onClose={() => setNewCodes([])} />
    </AccountSection>
  );
}
