import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** New recovery codes, shown this once: the member copies or writes them down before closing. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) {
  const t = useTranslation();
  const [copy, setCopy] = useState<'copied' | 'failed'>();

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopy('copied');
    } catch (error) {
      console.warn('The recovery codes could not be copied', error);
      setCopy('failed');
    }
  }

  return (
    <Dialog
      open={codes.length > 0}
      role="alertdialog"
      onClose={onClose}
      title={t('account.twoFactor.codes.title')}
      description={t('account.twoFactor.codes.body')}
      actions={
        <>
          <Button variant="secondary" onClick={copyCodes}>
            {t('account.twoFactor.codes.copy')}
          </Button>
          <Button onClick={onClose}>{t('account.twoFactor.codes.saved')}</Button>
        </>
      }
    >
      <ol className="recovery-codes" aria-label={t('account.twoFactor.codes.list')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {copy && (
        <InlineAlert tone={copy === 'copied' ? 'success' : 'error'}>
          {t(copy === 'copied' ? 'account.twoFactor.codes.copied' : 'account.twoFactor.codes.copyFailed')}
        </InlineAlert>
      )}
    </Dialog>
  );
}
