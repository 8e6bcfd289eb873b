import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** SPEC section 3, "Alert": a message with one button, which may lead somewhere. */
export interface SimpleAlert {
  title: string;
  body: string;
  buttonText: string;
  /** An in-app path ('/payment') or an external URL; without it the button just closes the alert. */
  buttonLink?: string;
}

type ShowAlert = (alert: SimpleAlert) => void;

const AlertContext = createContext<ShowAlert | null>(null);

export function SimpleAlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<SimpleAlert | null>(null);
  const show = useCallback<ShowAlert>((next) => setAlert(next), []);
  const close = () => setAlert(null);

  return (
    <AlertContext value={show}>
      {children}
      <Dialog
        open={alert !== null}
        role="alertdialog"
        title={alert?.title ?? ''}
        description={alert?.body}
        onClose={close}
        actions={alert && <AlertButton alert={alert} onClose={close} />}
      />
    </AlertContext>
  );
}

function AlertButton({ alert, onClose }: { alert: SimpleAlert; onClose: () => void }) {
  const { buttonText, buttonLink } = alert;
  if (!buttonLink) return <Button onClick={onClose}>{buttonText}</Button>;
  if (buttonLink.startsWith('/')) {
    return (
      <Link className={buttonClassName()} to={buttonLink} onClick={onClose}>
        {buttonText}
      </Link>
    );
  }
  return (
    <a
      className={buttonClassName()}
      href={buttonLink}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClose}
    >
      {buttonText}
    </a>
  );
}

export function useSimpleAlert(): ShowAlert {
  const show = useContext(AlertContext);
  if (!show) throw new Error('useSimpleAlert needs a SimpleAlertProvider above it');
  return show;
}
