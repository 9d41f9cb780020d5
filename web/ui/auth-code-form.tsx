import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { css } from 'styled-system/css';
import * as z from 'zod/mini';
import { AUTH_CODE_LENGTH } from '#contract/spec-constants';
import { authCodeSchema, twoFactorLoginRequestSchema } from '#contract/two-factor-requests';
import { AUTH_CODE_INCOMPLETE_MESSAGE } from '#contract/two-factor-rules';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Button } from './button';
import { CodeInput, type CodeInputHandle } from './code-input';
import { ErrorLinesAlert } from './error-lines-alert';

/**
 * Ours (docs/decisions/010): the spec names the inputs but gives them no wording. Messages,
 * read in the page's language, but for the contract's validation message.
 */
export const AUTH_CODE_TEXTS = {
  legend: msg`Authentication code`,
  hint: msg`Enter the ${AUTH_CODE_LENGTH}-digit code from your authenticator app.`,
  incomplete: AUTH_CODE_INCOMPLETE_MESSAGE,
} as const;

/** True once every box holds a digit: only then may the form submit (spec section 5). */
const isCodeComplete = (code: string) => z.safeParse(authCodeSchema, code).success;

export interface AuthCodeFormProps {
  /** The submit button's text: 'Login', 'Next' or 'Verify' (spec 2.14). */
  submitLabel: string;
  /**
   * Sends a complete code. Resolve with the lines of an error banner (spec section 8) to show
   * them and clear the boxes for another try; resolve with nothing when the code was accepted or
   * the failure was handled elsewhere (e.g. by leaving the page).
   */
  onSubmit: (code: string) => Promise<readonly string[] | undefined>;
  /** Buttons beside the submit button (Back, Close); they must be type="button". */
  secondaryActions?: ReactNode;
  /** Error lines to show from the start (e.g. carried over from the previous step). */
  initialErrorLines?: readonly string[];
  hint?: ReactNode;
  legend?: ReactNode;
  /** Focus the first box on mount (default false: pages focus their heading). */
  autoFocus?: boolean;
}

/**
 * The code step shared by the two-factor pages and panels (spec 2.14, 2.16, 5): six single-digit
 * boxes, error lines above them, and the actions. Enter submits only once all six digits are
 * there; the submit button with fewer says so under the boxes (the code's schema, as every
 * two-factor call validates it) and puts focus on them. A refused code empties the boxes.
 */
export function AuthCodeForm({
  submitLabel,
  onSubmit,
  secondaryActions,
  initialErrorLines,
  hint,
  legend,
  autoFocus = false,
}: AuthCodeFormProps) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<{ lines: readonly string[]; attempt: number } | null>(
    initialErrorLines?.length ? { lines: initialErrorLines, attempt: 0 } : null,
  );
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = usePortalForm(twoFactorLoginRequestSchema, { defaultValues: { code: '' } });
  // The boxes are controlled: digits typed into a prerendered page before its script ran would be lost.
  const { field } = useController({ control, name: 'code' });
  const codeRef = useRef<CodeInputHandle>(null);
  const alertId = useId();
  const code = field.value;
  const complete = isCodeComplete(code);
  const hydrated = useHydrated();

  const submit = async (values: { code: string }) => {
    const lines = await onSubmit(values.code);
    if (lines && lines.length > 0) {
      setFailure((previous) => ({ lines, attempt: (previous?.attempt ?? 0) + 1 }));
      // Empty boxes for another try, without the incomplete-code message until it is submitted.
      reset({ code: '' });
    }
  };

  // Spec 5: Enter in a box submits only when all six are filled.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && !complete) {
      event.preventDefault();
    }
  };

  return (
    <form
      noValidate
      className={formClass}
      aria-busy={isSubmitting || undefined}
      onKeyDown={onKeyDown}
      onSubmit={handleSubmit(submit, () => codeRef.current?.focus())}
    >
      {failure ? <ErrorLinesAlert key={failure.attempt} id={alertId} lines={failure.lines} /> : null}
      <CodeInput
        ref={codeRef}
        legend={legend ?? t(AUTH_CODE_TEXTS.legend)}
        hint={hint ?? t(AUTH_CODE_TEXTS.hint)}
        value={code}
        onChange={field.onChange}
        error={errors.code?.message}
        invalid={Boolean(failure) && code === ''}
        describedBy={failure ? alertId : undefined}
        autoFocus={autoFocus}
        disabled={!hydrated}
      />
      <div className={actionsClass}>
        {secondaryActions}
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });

const actionsClass = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  justifyContent: 'flex-end',
  gap: '3',
  '& > *': { flex: { base: 'none', sm: '1' } },
});
