import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, IconButton, type ButtonVariant } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import './dialog.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot of the dialog, the main action last. */
  actions?: ReactNode;
  /** 'alertdialog' for confirmations and alerts that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: focus moves in when it opens, Tab stays inside, Escape or the close button closes it, and
 * focus returns to where it was.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  actions,
  role = 'dialog',
}: Omit<DialogProps, 'open'>) {
  const t = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const firstField = panel?.querySelector<HTMLElement>('input, select, textarea');
    (firstField ?? panel)?.focus();
    return () => returnFocusTo?.focus();
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className="dialog__header">
          <h2 className="dialog__title" id={titleId}>
            {title}
          </h2>
          <IconButton className="dialog__close" label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        {description && (
          <div className="dialog__description" id={descriptionId}>
            {description}
          </div>
        )}
        {children}
        {actions && <div className="dialog__actions">{actions}</div>}
      </div>
    </div>
  );
}

export interface FormDialogActionsProps {
  /** The id of the form the main button sends, when the buttons stand outside it. */
  formId?: string;
  onCancel: () => void;
  /** What leaving is called, where it is more than cancelling. */
  cancelLabel?: ReactNode;
  submitLabel: ReactNode;
  variant?: ButtonVariant;
  pending?: boolean;
  disabled?: boolean;
}

/** A form's foot, in a dialog or in place: Cancel, then the button that sends the form, the main action last. */
export function FormDialogActions({
  formId,
  onCancel,
  cancelLabel,
  submitLabel,
  variant,
  pending,
  disabled,
}: FormDialogActionsProps) {
  const t = useTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button type="submit" form={formId} variant={variant} pending={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </>
  );
}

export interface FormDialogProps
  extends Omit<DialogProps, 'children' | 'actions'>, Omit<FormDialogActionsProps, 'formId' | 'onCancel'> {
  /** The dialog's form, given the id its foot's submit button sends. */
  children: (formId: string) => ReactNode;
}

/** A dialog holding one form, with Cancel (which closes it) and the form's submit button at its foot. */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  role,
  children,
  ...actions
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      role={role}
      actions={<FormDialogActions {...actions} formId={formId} onCancel={onClose} />}
    >
      {children(formId)}
    </Dialog>
  );
}
