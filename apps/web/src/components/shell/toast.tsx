import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { IconButton } from '@/components/ui/button';
import { AlertIcon, CheckIcon, CloseIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import './toast.css';

/** SPEC section 9: toasts stay 5000 ms unless a caller asks otherwise. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title?: string;
  message: string;
  tone?: 'success' | 'error';
  durationMs?: number;
}

interface ShownToast extends ToastOptions {
  id: number;
}

type ShowToast = (toast: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Holds the toasts of action results; each announces itself (an error at once, a success politely). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const show = useCallback<ShowToast>((toast) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { ...toast, id }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);

  return (
    <ToastContext value={show}>
      {children}
      <div className="toast-region">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext>
  );
}

function Toast({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  const t = useTranslation();
  const { id, durationMs = DEFAULT_TOAST_DURATION_MS } = toast;
  const error = toast.tone === 'error';
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // The time left is kept while the member reads (pointer over it) or acts on it (focus in it).
  const remainingMs = useRef(durationMs);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - started;
    };
  }, [id, paused, onDismiss]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <div
      className={error ? 'toast toast--error' : 'toast'}
      role={error ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className="toast__icon" aria-hidden="true">
        {error ? <AlertIcon /> : <CheckIcon />}
      </span>
      <div className="toast__text">
        {toast.title && <p className="toast__title">{toast.title}</p>}
        <p className="toast__message">{toast.message}</p>
      </div>
      <IconButton label={t('common.close')} onClick={() => onDismiss(id)}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
