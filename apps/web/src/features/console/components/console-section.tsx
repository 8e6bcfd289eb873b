import { useId, type ReactNode } from 'react';

/** A titled part of a console screen, named by its heading for screen readers. */
export function ConsoleSection({
  title,
  className,
  titleClassName,
  children,
}: {
  title: ReactNode;
  className: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
