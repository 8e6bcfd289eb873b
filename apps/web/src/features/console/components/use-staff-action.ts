import { useToast } from '@/components/shell/toast';
import { logUnexpected, requestMessage } from '@/lib/errors/request-errors';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { staffErrorRules } from './staff-error-rules';

export interface StaffAction<Result = unknown> {
  /** The request. */
  run: () => Promise<Result>;
  /** The toast when it succeeds, or how to word it from the answer. */
  done: string | ((result: Result) => string);
  /** The slug of the toast when the server gives no words of its own, or the request never arrives. */
  failed: string;
  /** Names the request in the browser's log when it fails for a reason that is not the server's answer. */
  what: string;
}

/** Runs a one-press console action (start, end, undo) and says in a toast how it went. */
export function useStaffAction(): <Result>(action: StaffAction<Result>) => Promise<void> {
  const t = useTranslation();
  const showToast = useToast();
  return async ({ run, done, failed, what }) => {
    try {
      const result = await run();
      showToast({ tone: 'success', message: typeof done === 'string' ? done : done(result) });
    } catch (failure) {
      logUnexpected(failure, what);
      showToast({ tone: 'error', message: requestMessage(failure, t, staffErrorRules(failed)) });
    }
  };
}
