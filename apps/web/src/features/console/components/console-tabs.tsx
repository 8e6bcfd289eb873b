import { Link, NavLink } from 'react-router';

export interface ConsoleTab {
  to: string;
  label: string;
  /** Whether the tab is the screen shown; by default, when the address's path is the tab's own. */
  current?: boolean;
  /** Whether the tab is also current on the screens under its path (a language's strings under Languages). */
  includesBelow?: boolean;
}

/** An area's screens as a row of links under the page's title, the one shown marked as the current page. */
export function ConsoleTabs({ label, tabs }: { label: string; tabs: readonly ConsoleTab[] }) {
  return (
    <nav className="console-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <ConsoleTabLink key={tab.to} {...tab} />
      ))}
    </nav>
  );
}

/** One tab's link, for tab rows laid out otherwise (a list). */
export function ConsoleTabLink({ to, label, current, includesBelow = false }: ConsoleTab) {
  return current === undefined ? (
    <NavLink className="console-tabs__link" to={to} end={!includesBelow}>
      {label}
    </NavLink>
  ) : (
    <Link className="console-tabs__link" to={to} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
}
