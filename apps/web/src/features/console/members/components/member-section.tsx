import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ConsoleTable, type ConsoleTableProps } from '../../components/console-table';

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

/** A list in a part of a member's page, under its subheading: a table, or a line saying there is none. */
export function MemberTable<Row>({
  title,
  none,
  ...table
}: { title: string; none: string } & Omit<ConsoleTableProps<Row>, 'caption'>) {
  return (
    <>
      <h3 className="member-section__subtitle">{title}</h3>
      {table.rows.length === 0 ? (
        <p className="member-section__empty">{none}</p>
      ) : (
        <ConsoleTable caption={title} {...table} />
      )}
    </>
  );
}
