import type { MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { callMobileApp } from '@/lib/mobile-app-bridge';
import { paths } from '@/lib/paths';

type AppLinkProps = Omit<LinkProps, 'to'>;

/** A plain left click, which a wrapper app may take over; modified clicks keep the browser's meaning. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Runs the link's own handler, then lets the wrapper app take the click when `send` finds one that answers. */
function takenByApp(event: MouseEvent<HTMLAnchorElement>, props: AppLinkProps, send: () => boolean) {
  props.onClick?.(event);
  if (!event.defaultPrevented && isPlainClick(event) && send()) event.preventDefault();
}

/** An in-page back link: inside a wrapper app the app goes back (the `back` call); elsewhere it is a link. */
export function BackLink({ to, ...props }: AppLinkProps & { to: LinkProps['to'] }) {
  return (
    <Link {...props} to={to} onClick={(event) => takenByApp(event, props, () => callMobileApp('back'))} />
  );
}

/** A link to a video page; a wrapper app may open the video its own way (the `mediaRedirect` call). */
export function VideoLink({ mediaId, ...props }: AppLinkProps & { mediaId: number }) {
  return (
    <Link
      {...props}
      to={paths.video(mediaId)}
      onClick={(event) => takenByApp(event, props, () => callMobileApp('mediaRedirect', { mediaId }))}
    />
  );
}

/** A link to a season page; a wrapper app may open the season its own way (the `seasonRedirect` call). */
export function SeasonLink({ seasonId, ...props }: AppLinkProps & { seasonId: number }) {
  return (
    <Link
      {...props}
      to={paths.season(seasonId)}
      onClick={(event) => takenByApp(event, props, () => callMobileApp('seasonRedirect', { seasonId }))}
    />
  );
}
