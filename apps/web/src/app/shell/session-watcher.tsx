import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { areMenusHidden } from '@/lib/menus';
import { callMobileApp } from '@/lib/mobile-app-bridge';
import { paths } from '@/lib/paths';
import { subscribeToSession } from '@/lib/session';

/**
 * Follows the session: what was loaded for one member is forgotten when a session starts or ends, and a
 * logout (or a session the server ended) leads to /login (SPEC section 4, "Logout"). Inside a mobile app the
 * app is told, and the page shows that it cannot continue, as pages needing a login do there.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      subscribeToSession((event) => {
        if (event === 'renewed') return;
        queryClient.removeQueries({ queryKey: [MEMBER_QUERY_KEY] });
        if (event !== 'logged-out') return;
        if (areMenusHidden(window.location.href)) {
          callMobileApp('logout');
          void navigate(paths.somethingWentWrong(true));
        } else {
          void navigate(paths.login());
        }
      }),
    [navigate, queryClient],
  );
  return null;
}
