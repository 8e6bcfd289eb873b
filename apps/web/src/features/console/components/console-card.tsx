import { useId, type ReactNode } from 'react';

export interface ConsoleCardProps {
  /** A section of the screen (the default), or an article that stands on its own. */
  as?: 'section' | 'article';
  className: string;
  headClassName: string;
  title: ReactNode;
  /** h2 (the default) for a card of the screen, h3 for a card within a section. */
  titleAs?: 'h2' | 'h3';
  titleClassName?: string;
  /** What stands beside the title, e.g. the item's state. */
  status?: ReactNode;
  children: ReactNode;
}

/** One item of a console screen on its raised surface, named by the title in its header. */
export function ConsoleCard({
  as: Card = 'section',
  className,
  headClassName,
  title,
  titleAs: Title = 'h2',
  titleClassName,
  status,
  children,
}: ConsoleCardProps) {
  const titleId = useId();
  return (
    <Card className={`console-surface ${className}`} aria-labelledby={titleId}>
      <header className={headClassName}>
        <Title id={titleId} className={titleClassName}>
          {title}
        </Title>
        {status}
      </header>
      {children}
    </Card>
  );
}
