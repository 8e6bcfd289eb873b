import { useCallback, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { showFieldErrors as focusFirstFieldInError } from '@/lib/show-field-errors';
import { accountFormErrors, type AccountForm, type FormErrors } from './account-errors';

const NO_ERRORS: FormErrors = { fields: {} };

/**
 * The messages an account form shows, set from its own checks or from a failed request; focus moves to the first
 * field in error of the form `formRef` is on.
 */
export function useFormErrors(form: AccountForm, fieldNames: readonly string[]) {
  const t = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const fieldList = fieldNames.join(',');

  const show = useCallback((next: FormErrors) => {
    if (formRef.current) focusFirstFieldInError(formRef.current, () => setErrors(next));
    else setErrors(next);
  }, []);

  const showRequestError = useCallback(
    (error: unknown) => {
      // The server's refusals are the member's to fix; anything else is worth a look in the console.
      if (!(error instanceof ApiError)) console.warn(`${form} failed`, error);
      show(accountFormErrors(error, t, form, fieldList.split(',')));
    },
    [t, form, fieldList, show],
  );
  const clear = useCallback(() => setErrors(NO_ERRORS), []);
  const showFieldErrors = useCallback((fields: Record<string, string>) => show({ fields }), [show]);

  /** A submission: the form's own failures are shown, or the errors cleared and the request run, showing how it failed. */
  const submit = useCallback(
    async (failures: Record<string, string>, request: () => Promise<void>) => {
      if (Object.keys(failures).length > 0) return showFieldErrors(failures);
      clear();
      try {
        await request();
      } catch (error) {
        showRequestError(error);
      }
    },
    [showFieldErrors, clear, showRequestError],
  );

  /** The form's submit handler: nothing while `pending`; else what `check` finds shown, or the request run. */
  const onSubmit = useCallback(
    (pending: boolean, check: () => Record<string, string>, request: () => Promise<void>) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (!pending) void submit(check(), request);
      },
    [submit],
  );

  return { formRef, errors, showRequestError, showFieldErrors, clear, submit, onSubmit };
}
