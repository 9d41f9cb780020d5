import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** What a form's rules make of its values: the values to send (e.g. trimmed) and each field's error. */
export interface FormValidation<Values extends Record<string, string>> {
  values: Values;
  errors: FieldErrors<keyof Values & string>;
}

/**
 * The state of a small form on the public pages, where react-hook-form is too heavy
 * (docs/decisions/011-html-first-public-pages.md). Its rules are one function of all the values.
 *
 * Validation runs on blur until the first submit, and on change once the field shows an error;
 * after the first submit it runs on every change (spec section 5; what the forms did with
 * react-hook-form's onBlur mode and onChange re-validation). A submit with errors focuses the
 * first field in error.
 *
 * Inputs are uncontrolled and read when they are checked, so text typed into the prerendered page
 * before its script ran is kept. Values that are not inputs (a captcha token) go through setValue.
 */
export function useFormFields<Values extends Record<string, string>>({
  defaults,
  validate,
}: {
  defaults: Values;
  validate: (values: Values) => FormValidation<Values>;
}) {
  type Name = keyof Values & string;
  const stored = useRef<Values>({ ...defaults });
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const submitted = useRef(false);
  const submitting = useRef(false);
  const errorsRef = useRef<FieldErrors<Name>>({});
  const [errors, setErrorsState] = useState<FieldErrors<Name>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const validateRef = useRef(validate);
  validateRef.current = validate;

  const setErrors = useCallback((next: FieldErrors<Name>) => {
    errorsRef.current = next;
    setErrorsState(next);
  }, []);

  const setError = useCallback(
    (name: Name, message: string | undefined) => {
      const next = { ...errorsRef.current };
      if (message) next[name] = message;
      else delete next[name];
      setErrors(next);
    },
    [setErrors],
  );

  const readValues = useCallback((): Values => {
    const values = { ...stored.current };
    for (const [name, input] of inputs.current) (values as Record<string, string>)[name] = input.value;
    return values;
  }, []);

  const validateField = useCallback(
    (name: Name) => setError(name, validateRef.current(readValues()).errors[name]),
    [readValues, setError],
  );

  // One ref callback per field: a new one each render would unregister and re-register the input.
  const refCallbacks = useRef(new Map<Name, (input: HTMLInputElement | null) => void>());
  const refFor = (name: Name) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (input) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback;
  };

  const register = (name: Name) => ({
    name,
    ref: refFor(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      (stored.current as Record<string, string>)[name] = event.currentTarget.value;
      if (submitted.current || errorsRef.current[name]) validateField(name);
    },
    onBlur: () => {
      if (!submitted.current) validateField(name);
    },
  });

  const setValue = (name: Name, value: string, options: { validate?: boolean } = {}) => {
    (stored.current as Record<string, string>)[name] = value;
    if (options.validate) validateField(name);
  };

  const focus = (name: Name) => inputs.current.get(name)?.focus();

  const handleSubmit =
    (onValid: (values: Values) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting.current) return;
      submitted.current = true;
      const result = validateRef.current(readValues());
      setErrors(result.errors);
      const firstInvalid = [...inputs.current.entries()].find(([name]) => result.errors[name]);
      if (Object.keys(result.errors).length > 0) {
        firstInvalid?.[1].focus();
        return;
      }
      submitting.current = true;
      setIsSubmitting(true);
      try {
        await onValid(result.values);
      } finally {
        submitting.current = false;
        setIsSubmitting(false);
      }
    };

  return { register, setValue, setError, focus, handleSubmit, errors, isSubmitting };
}
