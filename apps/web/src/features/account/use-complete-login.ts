import type { AuthToken } from '@crewcast/contracts/account';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { startSession, takeAfterLoginUrl } from '@/lib/session';

/**
 * SPEC section 4, "Login success": keep the session, then go to the remembered page (with its query) or the
 * front page. Starting the session also reloads the user info and checks the legal documents (see the shell).
 */
export function useCompleteLogin(): (authToken: AuthToken) => void {
  const navigate = useNavigate();
  return useCallback(
    (authToken: AuthToken) => {
      startSession(authToken);
      void navigate(takeAfterLoginUrl(), { replace: true });
    },
    [navigate],
  );
}
