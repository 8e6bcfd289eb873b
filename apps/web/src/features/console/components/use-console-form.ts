import type { z } from 'zod';
import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { logUnexpected, requestErrors, type ErrorRules, type FormErrors } from '@/lib/errors/request-errors';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { showFieldErrors } from '@/lib/show-field-errors';

export interface ConsoleFormOptions<Values> {
  initial: Values;
  /** How the server's refusals read (see staffErrorRules), or how they read for the values sent. */
  rules: ErrorRules | ((values: Values) => ErrorRules);
  /** Field errors found before asking the server, in the form's own words; none when all is well. */
  validate?: (values: Values) => Record<string, string> | undefined;
  /** Sends the form; a rejection shows its errors. Values it resolves with start the form afresh (a cleared form). */
  submit: (values: Values) => Promise<Values | void>;
  /** Names the request in the browser's log when it fails for a reason that is not the server's answer. */
  what: string;
}

/** The names of a form's text values. */
export type TextFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  string;

/** What a text input or text area needs to show one of the form's values and its error, and to change it. */
export interface TextFieldProps {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export interface ConsoleFormState<Values> {
  values: Values;
  set: <Name extends keyof Values>(name: Name, value: Values[Name]) => void;
  /** Ties a text control to the value of that name and to the error of the same name. */
  field: (name: TextFieldName<Values>) => TextFieldProps;
  errors: FormErrors;
  /** Shows (or, with '', clears) one field's error found outside a submit, e.g. when a file is chosen. */
  setFieldError: (name: string, message: string) => void;
  pending: boolean;
  /** Whether anything differs from what was last loaded or saved. */
  dirty: boolean;
  /** What the <form> element needs. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
    noValidate: true;
  };
}

/**
 * A console form's values, its errors (the server's, read by the one error mapper, or its own checks), its
 * pending and dirty state; when it fails, focus moves to the first field in error.
 */
export function useConsoleForm<Values extends object>({
  initial,
  rules,
  validate,
  submit,
  what,
}: ConsoleFormOptions<Values>): ConsoleFormState<Values> {
  const t = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [pending, setPending] = useState(false);

  function fail(next: FormErrors) {
    if (ref.current) showFieldErrors(ref.current, () => setErrors(next));
    else setErrors(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validate?.(values);
    if (found && Object.keys(found).length > 0) {
      fail({ fields: found });
      return;
    }
    setErrors({ fields: {} });
    setPending(true);
    try {
      const next = (await submit(values)) ?? values;
      setValues(next);
      setSaved(next);
    } catch (failure) {
      logUnexpected(failure, what);
      fail(requestErrors(failure, t, typeof rules === 'function' ? rules(values) : rules));
    } finally {
      setPending(false);
    }
  }

  const dirty = (Object.keys(values) as (keyof Values)[]).some(
    (name) => !Object.is(values[name], saved[name]),
  );
  const set: ConsoleFormState<Values>['set'] = (name, value) =>
    setValues((current) => ({ ...current, [name]: value }));
  return {
    values,
    set,
    field: (name) => ({
      value: values[name] as string,
      error: errors.fields[name],
      onChange: (event) => set(name, event.target.value as Values[typeof name]),
    }),
    errors,
    setFieldError: (name, message) =>
      setErrors((current) => ({ ...current, fields: { ...current.fields, [name]: message } })),
    pending,
    dirty,
    formProps: { ref, onSubmit, noValidate: true },
  };
}

/** A form's own check by the request's schema: the first problem of each field, or none when it passes. */
export function schemaFieldErrors(schema: z.ZodType, value: unknown): Record<string, string> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}
