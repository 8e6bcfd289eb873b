import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/i18n-provider';

export interface ConfirmOptions {
  title: string;
  body?: string;
  confirmText?: string;
  cancelText?: string;
}

/** Resolves true when the member confirms, false when they cancel or close the dialog. */
type Confirm = (options: ConfirmOptions) => Promise<boolean>;

interface PendingConfirmation {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const t = useTranslation();
  const [pending, setPending] = useState<PendingConfirmation | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise((resolve) =>
        setPending((previous) => {
          // One question at a time: a newer one cancels the one still open.
          previous?.resolve(false);
          return { options, resolve };
        }),
      ),
    [],
  );

  function answer(confirmed: boolean) {
    pending?.resolve(confirmed);
    setPending(null);
  }

  return (
    <ConfirmContext value={confirm}>
      {children}
      <Dialog
        open={pending !== null}
        role="alertdialog"
        title={pending?.options.title ?? ''}
        description={pending?.options.body}
        onClose={() => answer(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => answer(false)}>
              {pending?.options.cancelText ?? t('common.cancel')}
            </Button>
            <Button onClick={() => answer(true)}>
              {pending?.options.confirmText ?? t('common.confirm')}
            </Button>
          </>
        }
      />
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it');
  return confirm;
}
