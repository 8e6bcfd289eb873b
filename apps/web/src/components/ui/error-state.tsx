import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import './status-message.css';

export interface ErrorStateProps {
  /** h1 when the state is the whole page, h2 (the default) when it stands in for part of one. */
  titleAs?: 'h1' | 'h2';
  title?: string;
  body?: string;
  /** Offers a retry button when given; a returned promise keeps the button busy until it settles. */
  onRetry?: () => void | Promise<unknown>;
  /** Replaces the retry button, e.g. with a link somewhere useful. */
  action?: ReactNode;
}

export function ErrorState({ titleAs: Title = 'h2', title, body, onRetry, action }: ErrorStateProps) {
  const t = useTranslation();
  return (
    <div
      className={`status-message status-message--error${Title === 'h1' ? ' status-message--page' : ''}`}
      role="alert"
    >
      <AlertIcon className="status-message__icon" />
      <Title className="status-message__title">{title ?? t('error.generic.title')}</Title>
      <p className="status-message__body">{body ?? t('error.generic.body')}</p>
      {(action ?? onRetry) && (
        <div className="status-message__action">
          {action ?? (
            <Button variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
