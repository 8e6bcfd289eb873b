import type { UserInfoSelect } from '@crewcast/contracts/users';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useSimpleAlert } from '@/components/shell/simple-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { areMenusHidden } from '@/lib/menus';
import { getMobileAppPlatform } from '@/lib/mobile-app-bridge';
import { paths } from '@/lib/paths';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useRoutePaths } from '@/lib/route-paths';
import { storage } from '@/lib/storage';
import { useIsAuthenticated } from '@/lib/use-session';
import { subscriptionNudge, subscriptionRecheckDelay } from '@/lib/user-info/user-info-rules';
import { userInfoStore } from '@/lib/user-info/user-info-store';

const SHELL_WORDS: readonly UserInfoSelect[] = ['avatar', 'subscription'];
/** setTimeout cannot wait longer than this; later re-checks wait for the next page load. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * SPEC section 4, "User info": once the member's user info has loaded (the store's first request waits
 * 150 ms), keeps the subscription status, re-checks it near its end, and nudges members without a
 * subscription: to the payment page, which the billing feature adds, or with the one-time alert.
 */
export function SubscriptionNudge() {
  const t = useTranslation();
  const config = useRemoteConfig();
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  const navigate = useNavigate();
  // Until a navigation lands (a login going on to the remembered page), the page left is not the one to return to.
  const navigating = useNavigation().state !== 'idle';
  const showAlert = useSimpleAlert();
  const paymentPageExists = useRoutePaths().has(paths.payment());
  const snapshot = useSyncExternalStore(userInfoStore.subscribe, userInfoStore.getSnapshot);
  const sentToPayment = useRef(false);
  const info = snapshot.loadedWords.has('subscription') ? snapshot.info : null;
  const url = location.pathname + location.search;
  const { points_enabled, patreon_enabled } = config;

  useEffect(() => {
    if (!authenticated) return;
    userInfoStore
      .load(SHELL_WORDS, { points_enabled, patreon_enabled })
      .catch((error: unknown) => console.warn('User info could not be loaded', error));
  }, [authenticated, points_enabled, patreon_enabled]);

  useEffect(() => {
    if (!info) {
      sentToPayment.current = false;
      return;
    }
    if (navigating) return;
    storage.subscription.set({
      hasSubscription: info.hasSubscription === true,
      subscriptionEndDate: info.subscriptionEndDate ?? null,
    });
    const nudge = subscriptionNudge({
      info,
      url,
      menusHidden: areMenusHidden(url),
      deviceType: getMobileAppPlatform(),
      alertShown: storage.subscribeAlertShown.get() === true,
    });
    if (nudge === 'payment' && paymentPageExists && !sentToPayment.current) {
      sentToPayment.current = true;
      void navigate(paths.payment({ returnTo: url }));
    }
    if (nudge === 'subscribe-alert') {
      storage.subscribeAlertShown.set(true);
      showAlert({
        title: t('subscribe.alert.title'),
        body: t('subscribe.alert.body'),
        buttonText: paymentPageExists ? t('subscribe.alert.subscribe') : t('subscribe.alert.ok'),
        buttonLink: paymentPageExists ? paths.payment() : undefined,
      });
    }
  }, [info, url, navigating, paymentPageExists, navigate, showAlert, t]);

  const endDate = info?.subscriptionEndDate ?? null;
  useEffect(() => {
    const delay = subscriptionRecheckDelay(endDate, Date.now());
    if (delay === null || delay > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => {
      userInfoStore
        .refresh(['subscription'], { points_enabled, patreon_enabled })
        .catch((error: unknown) => console.warn('The subscription could not be checked again', error));
    }, delay);
    return () => clearTimeout(timer);
  }, [endDate, points_enabled, patreon_enabled]);

  return null;
}
