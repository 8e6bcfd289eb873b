import { useId, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { Card } from '@/components/ui/card';
import '@/components/ui/icon-tile.css';

export interface AccountSectionProps {
  title: string;
  description?: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of the account page, named by its heading. */
export function AccountSection({
  title,
  description,
  icon: Icon,
  tone = 'default',
  children,
}: AccountSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="account-section">
      <Card
        className={
          tone === 'danger' ? 'account-section__card account-section__card--danger' : 'account-section__card'
        }
      >
        <header className="account-section__header">
          {Icon && <Icon className="icon-tile account-section__icon" />}
          <div>
            <h2 className="account-section__title" id={headingId}>
              {title}
            </h2>
            {description && <p className="account-section__description">{description}</p>}
          </div>
        </header>
        {children}
      </Card>
    </section>
  );
}
