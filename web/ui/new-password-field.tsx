import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { css, cva } from 'styled-system/css';
import { PASSWORD_TEXTS } from '#contract/password-rules';
import { type PasswordCheckContext, usePasswordChecks } from '#web/lib/use-password-checks.ts';
import { PasswordInput } from './password-input';
import { VisuallyHidden } from './visually-hidden';

/** docs/decisions/008-recovery-texts.md */
export const NEW_PASSWORD_LABEL = msg`New password`;
export const PASSWORD_RULES_LIST_LABEL = msg`Password requirements`;

export interface NewPasswordFieldProps {
  value: string;
  onChange(v: string): void;
  /** Reset token or activation id, so personal details and history are judged for that person. */
  context: PasswordCheckContext;
  /** The form's error, e.g. PASSWORD_TEXTS.unmet; 'Please meet all the criteria below!' then shows. */
  error?: string;
  /** Defaults to 'New password'. */
  label?: string;
  /** Told whenever the server's verdict on the current password changes. */
  onValidityChange?(valid: boolean): void;
  /** Lets the form await the verdict on submit, before the debounced check has answered. */
  verdictRef?: Ref<PasswordVerdict>;
  /** Defaults to 'new-password'; a form with two password fields names them apart. */
  name?: string;
  /** The <input>, e.g. for the form to focus it when its submit finds the password missing. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The form's handle on the checklist: the server's verdict on the password as it is now. */
export interface PasswordVerdict {
  settle(): Promise<boolean>;
}

/**
 * A new password with Show/Hide and the live checklist of the nine rules (spec sections 2.10, 5),
 * judged by the server as the person types (debounced; only the last answer counts). Each rule
 * shows an icon and, for assistive technology, 'met' or 'not met'; the list is a polite live region.
 */
export function NewPasswordField({
  value,
  onChange,
  context,
  error,
  label,
  onValidityChange,
  verdictRef,
  name = 'new-password',
  inputRef,
}: NewPasswordFieldProps) {
  const { t } = useLingui();
  const checks = usePasswordChecks(value, context);
  useImperativeHandle(verdictRef, () => ({ settle: checks.settle }), [checks.settle]);
  const listId = useId();
  const onValidityChangeRef = useRef(onValidityChange);
  onValidityChangeRef.current = onValidityChange;

  useEffect(() => {
    onValidityChangeRef.current?.(checks.valid);
  }, [checks.valid]);

  const showCriteria = Boolean(error) && !checks.valid;

  return (
    <div className={groupClass}>
      <PasswordInput
        label={label ?? t(NEW_PASSWORD_LABEL)}
        name={name}
        autoComplete="new-password"
        ref={inputRef}
        value={value}
        error={error}
        aria-describedby={listId}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {showCriteria ? <p className={criteriaClass}>{PASSWORD_TEXTS.criteria}</p> : null}
      <ul
        id={listId}
        aria-label={t(PASSWORD_RULES_LIST_LABEL)}
        aria-live="polite"
        className={listClass}
        data-attention={showCriteria ? '' : undefined}
      >
        {checks.rules.map((rule) => (
          <li
            key={rule.name}
            aria-atomic="true"
            data-rule={rule.name}
            data-state={rule.met ? 'met' : 'unmet'}
            className={itemStyles({ met: rule.met })}
          >
            {rule.met ? <MetIcon /> : <UnmetIcon />}
            <span>
              {rule.label} <VisuallyHidden>{rule.met ? t`met` : t`not met`}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
      {checks.error ? <p className={checkErrorClass}>{checks.error}</p> : null}
    </div>
  );
}

function MetIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="m7.5 12.5 3 3 6-6.5"
        className={tickClass}
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function UnmetIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="m9 9 6 6M15 9l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const tickClass = css({ stroke: 'canvas' });

const groupClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });

const criteriaClass = css({ color: 'fg.error', fontWeight: '500', fontSize: 'sm' });

const listClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  margin: '0',
  padding: '0',
  listStyle: 'none',
  fontSize: 'sm',
});

const itemStyles = cva({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    lineHeight: '1.4',
    '& svg': { flexShrink: '0', marginTop: '1px' },
  },
  variants: {
    met: {
      true: { color: 'fg', '& svg': { color: 'fg.success' } },
      false: {
        color: 'fg.muted',
        '& svg': { color: 'fg.muted' },
        '[data-attention] > &': { color: 'fg', '& svg': { color: 'fg.error' } },
      },
    },
  },
});

const checkErrorClass = css({ color: 'fg.error', fontSize: 'sm' });
