import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldPath, type UseFormReturn, useController } from 'react-hook-form';
import { css } from 'styled-system/css';
import type { $ZodType, input, output } from 'zod/v4/core';
import { PASSWORD_TEXTS } from '#contract/password-rules';
import type { PasswordCheckContext } from '#web/lib/use-password-checks.ts';
import { type PortalForm, usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from './alert';
import { Button } from './button';
import { NewPasswordField, type PasswordVerdict } from './new-password-field';

type WithPassword = { password: string };

/** A form with a new password: the call's request schema, picked down to the form's fields. */
export type NewPasswordFormSchema = $ZodType<WithPassword, WithPassword>;

/**
 * What a form makes of a failed submit: dealt with itself, or an alert and maybe field errors
 * (the password's, or those of the fields `children` renders).
 */
export type NewPasswordFailure<Schema extends NewPasswordFormSchema = NewPasswordFormSchema> =
  | 'handled'
  | { alert: string; fields?: Partial<Record<keyof input<Schema> & string, string>> };

/**
 * The new-password step of a wizard (reset password, activation) or the change-password panel: the
 * password with its live checklist, validated with the call's own schema (the password is required,
 * spec section 5) and submitted through `submit` only once every rule of the checklist passes. A
 * submit that comes before the debounced check has answered (a password manager fills the field
 * and presses Enter) waits for that answer and goes on when it passes. After a submit, editing the
 * password checks it again, which clears the requirements message.
 */
export function NewPasswordStep<Schema extends NewPasswordFormSchema, Result>({
  schema,
  context,
  submit,
  onSubmitted,
  onError,
  onErrorChange,
  submitLabel,
  secondaryAction,
  children,
  passwordLabel,
}: {
  schema: Schema;
  context: PasswordCheckContext;
  submit: (values: output<Schema>) => Promise<Result>;
  onSubmitted: (result: Result) => void;
  onError: (error: unknown) => NewPasswordFailure<Schema>;
  /** Whether the password field shows an error, e.g. for the progress bar. */
  onErrorChange?: (hasError: boolean) => void;
  submitLabel: string;
  /** Shown before the submit button: Back, Cancel. */
  secondaryAction?: ReactNode;
  /** Fields shown before the new password (the change-password panel's current password). */
  children?: (form: PortalForm<Schema>) => ReactNode;
  /** The new password's label; defaults to 'New password'. */
  passwordLabel?: string;
}) {
  const [valid, setValid] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = usePortalForm(schema);
  // The password's own handling needs only its field, whatever else the schema holds.
  const passwordForm = form as unknown as UseFormReturn<WithPassword>;
  const { field } = useController({ control: passwordForm.control, name: 'password', defaultValue: '' });
  const passwordError = passwordForm.formState.errors.password?.message;
  const hasError = Boolean(passwordError);

  useEffect(() => {
    onErrorChange?.(hasError);
  }, [hasError, onErrorChange]);
  useEffect(() => () => onErrorChange?.(false), [onErrorChange]);

  const verdict = useRef<PasswordVerdict>(null);

  const send = async (values: output<Schema>) => {
    setFormError(null);
    // Judged now if the checklist has not answered for this password yet.
    const passes = valid || ((await verdict.current?.settle()) ?? false);
    if (!passes) {
      passwordForm.setError('password', { type: 'checklist', message: PASSWORD_TEXTS.unmet });
      return;
    }
    try {
      onSubmitted(await submit(values));
    } catch (error) {
      const failure = onError(error);
      if (failure === 'handled') return;
      for (const [name, message] of Object.entries(failure.fields ?? {})) {
        if (typeof message === 'string') {
          form.setError(name as FieldPath<input<Schema>>, { type: 'server', message });
        }
      }
      setFormError(failure.alert);
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(send, () => setFormError(null))}
      className={formClass}
      aria-busy={form.formState.isSubmitting || undefined}
    >
      {formError ? (
        <Alert variant="error">
          <p>{formError}</p>
        </Alert>
      ) : null}
      {children?.(form)}
      <NewPasswordField
        value={field.value}
        onChange={field.onChange}
        inputRef={field.ref}
        context={context}
        error={passwordError}
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
