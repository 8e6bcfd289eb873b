import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface ErrorPageProps {
  /** The page's heading, also the browser tab's title. */
  title: string;
  body: string;
  action?: ReactNode;
}

/** A whole screen that only says what went wrong, with an optional way on. */
export function ErrorPage({ title, body, action }: ErrorPageProps) {
  useDocumentTitle(title);
  return (
    <div className="container">
      <ErrorState titleAs="h1" title={title} body={body} action={action} />
    </div>
  );
}
