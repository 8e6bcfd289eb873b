import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  /** h2 (the default) for a section of the page, h3 for a part of one. */
  titleAs?: 'h2' | 'h3';
  children?: ReactNode;
}

/** A section named by its own heading, which leads it. */
export function TitledSection({
  title,
  className,
  titleClassName,
  titleAs: Title = 'h2',
  children,
}: TitledSectionProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <Title className={titleClassName} id={titleId}>
        {title}
      </Title>
      {children}
    </section>
  );
}
