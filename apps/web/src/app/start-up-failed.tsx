import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LogoMark } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { AlertIcon, RetryIcon } from '@/components/ui/icons';
import { createTranslator } from '@/lib/i18n/translate';
import { anyLoadedTranslationStrings } from '@/lib/i18n/get-translations';
import '@/components/ui/status-message.css';
import './boot-screen.css';

/**
 * Start-up could not finish, usually because the server cannot be reached. The words come from whatever
 * strings did load; without any, the screen still works through its icons.
 */
export function StartUpFailed({ error, onRetry }: { error: Error; onRetry: () => Promise<unknown> }) {
  useEffect(() => {
    console.error('Start-up failed', error);
  }, [error]);
  const strings = anyLoadedTranslationStrings(useQueryClient());
  const t = createTranslator(strings);
  const hasWords = strings.length > 0;

  return (
    <main className="boot-screen status-message--error" role="alert">
      <LogoMark />
      <AlertIcon className="status-message__icon" />
      {hasWords && (
        <>
          <h1 className="boot-screen__title">{t('startUp.failed.title', t('app.name'))}</h1>
          <p>{t('startUp.failed.body')}</p>
        </>
      )}
      <Button variant="secondary" onClick={onRetry} aria-label={hasWords ? undefined : t('common.retry')}>
        <RetryIcon />
        {hasWords && t('common.retry')}
      </Button>
    </main>
  );
}
