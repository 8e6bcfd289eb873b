import type { ReactNode } from 'react';
import { BackLink } from '@/components/mobile-app/app-links';
import { buttonClassName } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import './page.css';

/**
 * A page's way back, named `backLabel` (to `back`; by default the account page, which most such pages belong to),
 * and any links beside it, in a row under its heading.
 */
export function PageLinks({
  label,
  back = paths.account(),
  backLabel,
  className,
  children,
}: {
  /** Names the row for assistive technology. */
  label: string;
  back?: string;
  backLabel: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <nav className={className ? `page-links ${className}` : 'page-links'} aria-label={label}>
      <BackLink className={`${buttonClassName('ghost')} page-links__back`} to={back}>
        <ChevronLeftIcon />
        {backLabel}
      </BackLink>
      {children}
    </nav>
  );
}
