import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/icons';
import { PosterWall } from '@/components/ui/poster-wall';
import { FREE_TRIAL_DAYS } from '@/lib/business-constants';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/components/ui/icon-tile.css';
import './auth-layout.css';

const DECORATIVE_POSTERS = 25;

export interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. to the other of login and signup. */
  footer?: ReactNode;
}

/** The frame of the login, signup and password screens: the form in a card, beside what membership offers. */
export function AuthLayout({ title, lead, children, footer }: AuthLayoutProps) {
  const t = useTranslation();
  useDocumentTitle(title);
  const perks = [
    t('auth.perk.adFree'),
    t('auth.perk.greenlight'),
    t('auth.perk.devices'),
    t('auth.perk.trial', FREE_TRIAL_DAYS),
  ];

  return (
    <div className="container auth-layout">
      <aside className="auth-layout__pitch" aria-label={t('auth.pitch.label')}>
        <PosterWall className="auth-layout__wall" posters={DECORATIVE_POSTERS} />
        <p className="auth-layout__eyebrow">{t('app.name')}</p>
        <p className="auth-layout__headline">{t('auth.pitch.title')}</p>
        <ul className="auth-layout__perks">
          {perks.map((perk) => (
            <li key={perk}>
              <CheckIcon className="icon-tile icon-tile--accent icon-tile--round auth-layout__perk-icon" />
              {perk}
            </li>
          ))}
        </ul>
      </aside>
      <div className="auth-layout__main">
        <Card className="auth-layout__card">
          <header className="auth-layout__header">
            <h1 className="auth-layout__title">{title}</h1>
            {lead && <p className="auth-layout__lead">{lead}</p>}
          </header>
          {children}
        </Card>
        {footer && <div className="auth-layout__footer">{footer}</div>}
      </div>
    </div>
  );
}
