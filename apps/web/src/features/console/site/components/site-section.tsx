import type { ReactNode } from 'react';
import { TitledSection } from '@/components/layout/titled-section';

/** A titled panel of a console settings screen (site and billing), with its own class where it needs one. */
export function SiteSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className={className ? `site-section ${className}` : 'site-section'}
      titleClassName="site-section__title"
      title={title}
    >
      {children}
    </TitledSection>
  );
}
