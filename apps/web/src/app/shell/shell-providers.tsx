import type { ReactNode } from 'react';
import { ConfirmProvider } from '@/components/shell/confirm-dialog';
import { LoadingOverlayProvider } from '@/components/shell/loading-overlay';
import { SimpleAlertProvider } from '@/components/shell/simple-alert';
import { ToastProvider } from '@/components/shell/toast';

/** The shell's shared overlays: toast, confirm dialog, simple alert and loading overlay. */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ConfirmProvider>
        <SimpleAlertProvider>
          <LoadingOverlayProvider>{children}</LoadingOverlayProvider>
        </SimpleAlertProvider>
      </ConfirmProvider>
    </ToastProvider>
  );
}
