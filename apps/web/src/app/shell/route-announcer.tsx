import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its data loading) before focus goes to the main region. */
export const HEADING_WAIT_MS = 3000;

/** A heading still drawn as a skeleton is not the page's yet. */
function readyHeading(main: HTMLElement): HTMLElement | null {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading || heading.closest('[aria-busy="true"]') || heading.querySelector('.skeleton')) return null;
  return heading;
}

/** The new page already put focus somewhere in itself (a form's first field), or a dialog holds it. */
function focusTakenElsewhere(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === main || active === document.body) return false;
  return main.contains(active) || active.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * After moving to another page within the site, focus lands on the new page's heading (as a fresh load would
 * start the reader there) and a polite live region says the page's title.
 */
export function RouteAnnouncer({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const started = performance.now();
    // The page names itself in an effect that may run a moment after its heading is drawn.
    const previousTitle = document.title;
    let frame = 0;
    const land = () => {
      const heading = readyHeading(main);
      const settled = heading !== null && document.title !== previousTitle;
      if (!settled && performance.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(land);
        return;
      }
      if (!focusTakenElsewhere(main)) {
        const target = heading ?? main;
        if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
        target.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    };
    frame = requestAnimationFrame(land);
    return () => cancelAnimationFrame(frame);
  }, [pathname, mainId]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
