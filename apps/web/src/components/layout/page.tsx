import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import './page.css';

export interface PageProps {
  title: string;
  lead?: string;
  /** Text-heavy pages read better in a narrower column. */
  narrow?: boolean;
  children?: ReactNode;
}

/** A standard screen: its title (also the browser tab's), an optional lead paragraph, then its content. */
export function Page({ title, lead, narrow = false, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={narrow ? 'container page page--narrow' : 'container page'}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
