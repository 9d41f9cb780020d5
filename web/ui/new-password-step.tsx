import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { PasswordCheckContext } from '../lib/use-password-checks';
import { Alert } from './alert';
import { Button } from './button';
import { NewPasswordField, newPasswordError, type PasswordVerdict } from './new-password-field';

/** What a wizard makes of a failed submit: dealt with itself, or an alert and maybe the field's error. */
export type NewPasswordFailure = 'handled' | { alert: string; field?: string };

/**
 * The new-password step of a wizard (reset password, activation) or the change-password panel: the
 * password with its live checklist, submitted through `submit` only once every rule passes (spec
 * section 5). A submit that comes before the debounced check has answered (a password manager fills
 * the field and presses Enter) waits for that answer and goes on when it passes. Editing the
 * password clears the field's error.
 */
export function NewPasswordStep<Result>({
  context,
  submit,
  onSubmitted,
  onError,
  onErrorChange,
  submitLabel,
  secondaryAction,
  children,
  checkOtherFields,
  passwordLabel,
}: {
  context: PasswordCheckContext;
  submit: (password: string) => Promise<Result>;
  onSubmitted: (result: Result) => void;
  onError: (error: unknown) => NewPasswordFailure;
  /** Whether the password field shows an error, e.g. for the progress bar. */
  onErrorChange?: (hasError: boolean) => void;
  submitLabel: string;
  /** Shown before the submit button: Back, Cancel. */
  secondaryAction?: ReactNode;
  /** Fields shown before the new password (the change-password panel's current password). */
  children?: ReactNode;
  /** Checks those fields on submit (showing their own errors); false stops the submit. */
  checkOtherFields?: () => boolean;
  /** The new password's label; defaults to 'New password'. */
  passwordLabel?: string;
}) {
  const [password, setPassword] = useState('');
  const [valid, setValid] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    onErrorChange?.(Boolean(fieldError));
  }, [fieldError, onErrorChange]);
  useEffect(() => () => onErrorChange?.(false), [onErrorChange]);

  const verdict = useRef<PasswordVerdict>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const othersOk = checkOtherFields?.() ?? true;
    if (!password) {
      setFieldError(newPasswordError(password, false) ?? undefined);
      return;
    }
    if (!othersOk) return;
    setPending(true);
    // Judged now if the checklist has not answered for this password yet.
    const passes = valid || ((await verdict.current?.settle()) ?? false);
    const invalid = newPasswordError(password, passes);
    setFieldError(invalid ?? undefined);
    if (invalid) {
      setPending(false);
      return;
    }
    await submit(password)
      .then(onSubmitted, (error: unknown) => {
        const failure = onError(error);
        if (failure === 'handled') return;
        if (failure.field !== undefined) setFieldError(failure.field);
        setFormError(failure.alert);
      })
      .finally(() => setPending(false));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={formClass}
      aria-busy={pending || undefined}
    >
      {formError ? (
        <Alert variant="error">
          <p>{formError}</p>
        </Alert>
      ) : null}
      {children}
      <NewPasswordField
        value={password}
        onChange={(next: string) => {
          setPassword(next);
          setFieldError(undefined);
        }}
        context={context}
        error={fieldError}
        onValidityChange={setValid}
        verdictRef={verdict}
        label={passwordLabel}
      />
      <div className={actionsClass}>
        {secondaryAction}
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });

const actionsClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '3',
});
