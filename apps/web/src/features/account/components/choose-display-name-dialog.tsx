import { lazy, Suspense, useSyncExternalStore } from 'react';
import { userInfoStore } from '@/lib/user-info/user-info-store';

/** Loaded only for the few members who still have to choose a name. */
const ChooseDisplayNameForm = lazy(() =>
  import('./choose-display-name-form').then((module) => ({ default: module.ChooseDisplayNameForm })),
);

/**
 * Accounts made with Google or Apple start without a display name of their member's choosing (nameRequired);
 * this asks for one as soon as the user info says so.
 */
export function ChooseDisplayNameDialog() {
  const { info } = useSyncExternalStore(userInfoStore.subscribe, userInfoStore.getSnapshot);
  if (info?.nameRequired !== true) return null;
  return (
    <Suspense fallback={null}>
      <ChooseDisplayNameForm />
    </Suspense>
  );
}
