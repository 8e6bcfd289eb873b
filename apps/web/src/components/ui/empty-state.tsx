import type { ReactNode } from 'react';
import './status-message.css';

export interface EmptyStateProps {
  /** h1 when the state is the whole page, h2 (the default) when it stands in for part of one. */
  titleAs?: 'h1' | 'h2';
  title: string;
  /** What the member can do next. */
  body?: string;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ titleAs: Title = 'h2', title, body, action, icon }: EmptyStateProps) {
  return (
    <div className={Title === 'h1' ? 'status-message status-message--page' : 'status-message'}>
      {icon && <div className="status-message__icon">{icon}</div>}
      <Title className="status-message__title">{title}</Title>
      {body && <p className="status-message__body">{body}</p>}
      {action && <div className="status-message__action">{action}</div>}
    </div>
  );
}
