import type { LoginAnswer } from '@crewcast/contracts/two-factor';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { leaveSite } from '@/lib/external-navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useSignInProviders } from '../api/get-sign-in-providers';
import { useLoginWithProvider } from '../api/sign-in';
import { providerSignInUrl, takeProviderIdToken, type Provider } from '../provider-sign-in';
import { useFormErrors } from '../use-form-errors';

interface MarkDrawing {
  viewBox: string;
  paths: readonly (readonly [fill: string, d: string])[];
}

const GOOGLE_MARK: MarkDrawing = {
  viewBox: '0 0 48 48',
  paths: [
    [
      '#FFC107',
      'M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z',
    ],
    [
      '#FF3D00',
      'M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z',
    ],
    [
      '#4CAF50',
      'M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z',
    ],
    [
      '#1976D2',
      'M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z',
    ],
  ],
};

const APPLE_MARK: MarkDrawing = {
  viewBox: '0 0 24 24',
  paths: [
    [
      'currentColor',
      'M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z',
    ],
  ],
};

/** The providers' buttons, in the order they are shown. */
const PROVIDER_BUTTONS = [
  { provider: 'google', mark: GOOGLE_MARK, label: 'login.google' },
  { provider: 'apple', mark: APPLE_MARK, label: 'login.apple' },
] as const;

/** 'Continue with Google' and 'Continue with Apple' for the providers the site has a client id for, and the sign-in they come back with. */
export function SignInProviderButtons({ onSignedIn }: { onSignedIn: (answer: LoginAnswer) => void }) {
  const t = useTranslation();
  const providers = useSignInProviders();
  const location = useLocation();
  const navigate = useNavigate();
  const loginWithProvider = useLoginWithProvider();
  const { errors, showRequestError } = useFormErrors('login', []);
  const handledHash = useRef<string | null>(null);
  const clientIds: Record<Provider, string> = {
    google: providers.data?.google ?? '',
    apple: providers.data?.apple ?? '',
  };

  useEffect(() => {
    if (!location.hash || handledHash.current === location.hash) return;
    handledHash.current = location.hash;
    const answer = takeProviderIdToken(location.hash);
    if (!answer) return;
    // The token must not stay in the address bar or the history.
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    loginWithProvider
      .mutateAsync({ provider: answer.provider, token: answer.idToken })
      .then(onSignedIn, showRequestError);
  }, [location, navigate, loginWithProvider, onSignedIn, showRequestError]);

  if (!clientIds.google && !clientIds.apple && !loginWithProvider.isPending && !errors.form) return null;

  return (
    <div className="auth-providers">
      <p className="auth-divider">{t('login.or')}</p>
      {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
      {PROVIDER_BUTTONS.map(({ provider, mark, label }) => {
        const clientId = clientIds[provider];
        if (!clientId) return null;
        return (
          <Button
            key={provider}
            variant="secondary"
            size="large"
            pending={loginWithProvider.isPending}
            onClick={() => leaveSite(providerSignInUrl(provider, clientId, window.location.origin))}
          >
            <ProviderMark {...mark} />
            {t(label)}
          </Button>
        );
      })}
    </div>
  );
}

/** A provider's mark, drawn from its paths (fill, outline) in its own view box. */
function ProviderMark({ viewBox, paths }: MarkDrawing) {
  return (
    <svg width="20" height="20" viewBox={viewBox} aria-hidden="true" focusable="false">
      {paths.map(([fill, d]) => (
        <path key={d} fill={fill} d={d} />
      ))}
    </svg>
  );
}
