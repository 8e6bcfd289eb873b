import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** Copies `text` to the clipboard and says so; `label` names what is copied, for screen readers too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslation();
  const showToast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ tone: 'success', message: t('gift.copied') });
    } catch (error) {
      console.warn('Copying to the clipboard failed', error);
      showToast({ tone: 'error', message: t('gift.copyFailed') });
    }
  }

  return (
    <Button variant="secondary" onClick={copy}>
      <CopyIcon />
      {label}
    </Button>
  );
}
