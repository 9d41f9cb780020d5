import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { forgotPasswordRequestSchema } from '#contract/recovery-requests';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Captcha } from '#web/ui/captcha.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { forgotPasswordErrorMessage, isCaptchaRefusal, requestResetLink } from '../api/forgot-password';
import { FORGOTTEN_PASSWORD_TEXTS } from './forgotten-password-texts';

/**
 * The e-mail address and the robot check (spec sections 2.9, 5), checked with the Worker's schema of
 * the call. Validation runs on blur, then on change once a field shows an error, as on the login. A failed request shows its message in an
 * alert (which takes focus) and clears the robot check, whose token is single-use.
 */
export function ForgottenPasswordForm({ onSent }: { onSent: () => void }) {
  const { i18n, t } = useLingui();
  const { captcha } = useBootstrap();
  const [alert, setAlert] = useState<string | null>(null);
  // Remounting the captcha clears it.
  const [captchaKey, setCaptchaKey] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = usePortalForm(forgotPasswordRequestSchema, { defaultValues: { email: '', captchaToken: '' } });

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const submit = async ({ email, captchaToken }: { email: string; captchaToken: string }) => {
    setAlert(null);
    try {
      await requestResetLink({ email, captchaToken });
      onSent();
    } catch (error) {
      setValue('captchaToken', '');
      setCaptchaKey((key) => key + 1);
      if (isCaptchaRefusal(error)) {
        setError('captchaToken', { type: 'server', message: FORGOTTEN_PASSWORD_TEXTS.captchaRequired });
      } else {
        setAlert(forgotPasswordErrorMessage(error, i18n));
      }
    }
  };

  const pending = isSubmitting;

  return (
    <form noValidate className={formClass} onSubmit={handleSubmit(submit)} aria-busy={pending || undefined}>
      {alert ? (
        <Alert ref={alertRef} tabIndex={-1} variant="error">
          <p>{alert}</p>
        </Alert>
      ) : null}
      <TextField
        label={t(FORGOTTEN_PASSWORD_TEXTS.emailLabel)}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email?.message}
        {...register('email')}
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
        {t(FORGOTTEN_PASSWORD_TEXTS.submit)}
      </Button>
    </form>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });
