/**
 * The registration form's values, errors and field elements. A form of flat text values whose rules
 * all live in the registry (model.ts `formIssues`) needs no form library: react-hook-form was 15 KB
 * gzip of this page's first visit (issue 15 §4) for a form that re-rendered on every key anyway.
 */
import { useCallback, useRef, useState } from 'react';
import type { FormValues } from './model';

export interface FieldBinding {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputRef: (el: HTMLInputElement | null) => void;
}

export function useFormState(initial: () => FormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const elements = useRef(new Map<string, HTMLInputElement>());

  /** an edit clears the field's error */
  const setValue = useCallback((name: string, value: string) => {
    setValues((was) => ({ ...was, [name]: value }));
    setErrors((was) => {
      if (!(name in was)) return was;
      const { [name]: _cleared, ...rest } = was;
      return rest;
    });
  }, []);
  const setError = useCallback(
    (name: string, message: string) => setErrors((was) => ({ ...was, [name]: message })),
    [],
  );
  /** every field's error at once (the check on Gravar): the fields not named have none */
  const replaceErrors = useCallback((next: Record<string, string>) => setErrors(next), []);
  // a field not drawn yet (the lazily loaded custom fields' tab) is focused as soon as it is
  const pendingFocus = useRef<string | null>(null);
  const setFocus = useCallback((name: string) => {
    const el = elements.current.get(name);
    pendingFocus.current = el ? null : name;
    el?.focus();
  }, []);
  const reset = useCallback((next: FormValues) => {
    setValues(next);
    setErrors({});
  }, []);
  const bind = (name: string): FieldBinding => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value) => setValue(name, value),
    inputRef: (el) => {
      if (!el) {
        elements.current.delete(name);
        return;
      }
      elements.current.set(name, el);
      if (pendingFocus.current === name) {
        pendingFocus.current = null;
        el.focus();
      }
    },
  });
  return { values, errors, setValue, setError, replaceErrors, setFocus, reset, bind };
}
