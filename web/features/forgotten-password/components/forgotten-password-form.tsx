import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { css } from 'styled-system/css';
import { useBootstrap } from '../../../lib/bootstrap';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Captcha } from '../../../ui/captcha';
import { TextField } from '../../../ui/text-field';
import { forgotPasswordErrorMessage, isCaptchaRefusal, useRequestResetLink } from '../api/forgot-password';
import {
  type ForgottenPasswordFormValues,
  forgottenPasswordFormResolver,
} from './forgotten-password-form-schema';
import { FORGOTTEN_PASSWORD_TEXTS } from './forgotten-password-texts';

/**
 * The e-mail address and the robot check (spec sections 2.9, 5). Validation runs on blur, then on
 * change once a field shows an error, as on the login. A failed request shows its message in an
 * alert (which takes focus) and clears the robot check, whose token is single-use.
 */
export function ForgottenPasswordForm({ onSent }: { onSent: () => void }) {
  const { captcha } = useBootstrap();
  const requestResetLink = useRequestResetLink();
  const [alert, setAlert] = useState<string | null>(null);
  // Remounting the captcha clears it.
  const [captchaKey, setCaptchaKey] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<ForgottenPasswordFormValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver: forgottenPasswordFormResolver,
    defaultValues: { email: '', captchaToken: '' },
  });

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const submit = async ({ email, captchaToken }: ForgottenPasswordFormValues) => {
    setAlert(null);
    try {
      await requestResetLink.mutateAsync({ email, captchaToken });
      onSent();
    } catch (error) {
      setValue('captchaToken', '');
      setCaptchaKey((key) => key + 1);
      if (isCaptchaRefusal(error)) {
        setError('captchaToken', { type: 'server', message: FORGOTTEN_PASSWORD_TEXTS.captchaRequired });
      } else {
        setAlert(forgotPasswordErrorMessage(error));
      }
    }
  };

  const pending = isSubmitting || requestResetLink.isPending;

  return (
    <form noValidate className={formClass} onSubmit={handleSubmit(submit)} aria-busy={pending || undefined}>
      {alert ? (
        <Alert ref={alertRef} tabIndex={-1} variant="error">
          <p>{alert}</p>
        </Alert>
      ) : null}
      <TextField
        label={FORGOTTEN_PASSWORD_TEXTS.emailLabel}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email?.message}
        {...register('email', {
          onChange: () => {
            if (getFieldState('email').error) void trigger('email');
          },
        })}
      />
      <Captcha
        key={captchaKey}
        config={captcha}
        error={errors.captchaToken?.message}
        onChange={(token) =>
          setValue('captchaToken', token, { shouldValidate: Boolean(errors.captchaToken) })
        }
      />
      <Button type="submit" fullWidth disabled={pending}>
        {FORGOTTEN_PASSWORD_TEXTS.submit}
      </Button>
    </form>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });
