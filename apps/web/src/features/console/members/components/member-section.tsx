import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One titled part of a member's page. */
export function MemberSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card className="member-section" role="region" aria-labelledby={titleId}>
      <h2 className="member-section__title" id={titleId}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
