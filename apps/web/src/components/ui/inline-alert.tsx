import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '@/components/ui/icons';
import './inline-alert.css';

export interface InlineAlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  /** A control beside the message, e.g. a link to where it can be fixed. */
  action?: ReactNode;
}

/**
 * A message inside a form or section: the result of its last action, or why it failed. Errors are announced
 * at once; other messages politely.
 */
export function InlineAlert({ tone = 'info', children, action }: InlineAlertProps) {
  const Icon = tone === 'success' ? CheckIcon : AlertIcon;
  return (
    <div className={`inline-alert inline-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className="inline-alert__icon" />
      <div className="inline-alert__body">{children}</div>
      {action && <div className="inline-alert__action">{action}</div>}
    </div>
  );
}
