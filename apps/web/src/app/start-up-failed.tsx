import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LogoMark } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { AlertIcon, RetryIcon } from '@/components/ui/icons';
import { createTranslator } from '@/lib/i18n/translate';
import { anyLoadedTranslationStrings } from '@/lib/i18n/get-translations';
import { START_UP_ENGLISH } from '@/lib/i18n/start-up-strings';
import '@/components/ui/status-message.css';
import './boot-screen.css';

/**
 * Start-up could not finish, usually because the server cannot be reached. The words come from whatever
 * strings did load; without any, from the English built into the app.
 */
export function StartUpFailed({ error, onRetry }: { error: Error; onRetry: () => Promise<unknown> }) {
  useEffect(() => {
    console.error('Start-up failed', error);
  }, [error]);
  const loaded = anyLoadedTranslationStrings(useQueryClient());
  const t = createTranslator(loaded.length > 0 ? loaded : START_UP_ENGLISH);

  return (
    <main className="boot-screen status-message--error" role="alert">
      <LogoMark />
      <AlertIcon className="status-message__icon" />
      <h1 className="boot-screen__title">{t('startUp.failed.title', t('app.name'))}</h1>
      <p>{t('startUp.failed.body')}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RetryIcon />
        {t('common.retry')}
      </Button>
    </main>
  );
}
