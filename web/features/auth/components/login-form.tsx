import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import * as z from 'zod/mini';
import { loginRequestSchema, loginUrlRequestSchema } from '#contract/login-requests';
import { LOGIN_ERROR_CODES } from '#contract/login-rules';
import { PATHS } from '#contract/page-paths';
import type { SafeHtml } from '#contract/safe-html';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { computeDeviceToken } from '#web/lib/device-token.ts';
import { useCookieSlice } from '#web/lib/persisted-cookie-slice.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { PasswordInput } from '#web/ui/password-input.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { checkLoginUrl, logIn } from '../api/login';

// The robot check appears only after failed attempts: its code is not part of the login's first load.
const Captcha = lazy(async () => {
  const module = await import('#web/ui/captcha.tsx');
  return { default: module.Captcha };
});

type LoginStep = 'email' | 'password';

/**
 * What the form checks at each step: the Worker's own request schemas (spec section 5 messages),
 * picked. Step 1 is the login-URL lookup's; step 2 the login's e-mail and password, and its captcha
 * token once the server has asked for one. The e-mail comes back trimmed.
 */
const LOGIN_FORM_SCHEMAS = {
  email: loginUrlRequestSchema,
  password: z.pick(loginRequestSchema, { email: true, password: true }),
  captcha: z.pick(loginRequestSchema, { email: true, password: true, captchaToken: true }),
} as const;

type LoginFormSchema = typeof LOGIN_FORM_SCHEMAS.captcha;
type LoginFormValues = z.output<LoginFormSchema>;

/**
 * The schema of a step, typed as the widest one: the submit reads only the fields of the step it
 * was made on (the e-mail on step 1), so a later step's fields missing from the values is harmless.
 */
function loginFormSchema(step: LoginStep, captchaRequired: boolean): LoginFormSchema {
  if (step === 'email') return LOGIN_FORM_SCHEMAS.email as unknown as LoginFormSchema;
  return captchaRequired
    ? LOGIN_FORM_SCHEMAS.captcha
    : (LOGIN_FORM_SCHEMAS.password as unknown as LoginFormSchema);
}

type FormAlert =
  | { kind: 'cookies' }
  /** The server's refusal, HTML the Worker made safe; both fields are flagged as not matching. */
  | { kind: 'server'; html: SafeHtml }
  /** Any other message (a rate limit, a failed lookup, the SPA's own), shown as text. */
  | { kind: 'text'; text: string };

/** The login's refusals: their message is the server's text as the Worker made it safe (spec 8). */
const SERVER_TEXT_CODES = new Set<string>([LOGIN_ERROR_CODES.failed, LOGIN_ERROR_CODES.locked]);
const ASKS_FOR_CAPTCHA = new Set<string>([
  LOGIN_ERROR_CODES.captchaRequired,
  LOGIN_ERROR_CODES.captchaFailed,
]);

export interface LoginFormProps {
  /** Called after a 'signed-in' outcome (the session is in the Worker's cookie); the page moves on. */
  onSignedIn: () => void;
  /**
   * A single-sign-on-only client (spec 2.1, docs/decisions/010): the e-mail step alone. An address
   * that signs in through single sign-on leaves for its provider; any other goes to /sso-error/.
   */
  ssoOnly?: boolean;
}

/**
 * The two-step login form (spec sections 2.4, 4, 5, 8). Step 1 asks for the e-mail address and
 * looks up how this person signs in (password or SSO); step 2 keeps the e-mail editable and adds
 * the password, the captcha once the server asks for it, and Login.
 */
export function LoginForm({ onSignedIn, ssoOnly = false }: LoginFormProps) {
  const { t } = useLingui();
  const { captcha } = useBootstrap();
  const { cookiesAccepted } = useCookieSlice();
  const navigate = useNavigate();

  const [step, setStep] = useState<LoginStep>('email');
  const [captchaRequired, setCaptchaRequired] = useState(false);
  // Remounting the captcha clears it (after every failed attempt).
  const [captchaKey, setCaptchaKey] = useState(0);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [leaving, setLeaving] = useState(false);
  /** The e-mail whose login-URL lookup said "password"; a changed e-mail is looked up again. */
  const checkedEmail = useRef<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const alertId = useId();

  // Validation runs on blur, then on change once the field shows an error (spec section 5).
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = usePortalForm(loginFormSchema(step, captchaRequired), {
    defaultValues: { email: '', password: '', captchaToken: '' },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the step only
  useEffect(() => {
    if (step === 'password') setFocus('password');
  }, [step]);

  // Focus goes to each new alert, so keyboard and screen-reader users land on the explanation.
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const clearCaptcha = () => {
    setValue('captchaToken', '');
    setCaptchaKey((key) => key + 1);
  };

  /** The login-URL lookup: true when the password step applies; SSO leaves the page. */
  const lookUpLoginRoute = async (email: string): Promise<boolean> => {
    try {
      const result = await checkLoginUrl(email);
      if (result.next === 'sso') {
        setLeaving(true);
        window.location.assign(result.url);
        return false;
      }
      checkedEmail.current = email;
      return true;
    } catch (error) {
      setAlert({
        kind: 'text',
        text: error instanceof ApiRequestError ? error.message : t`Unable to process login request`,
      });
      return false;
    }
  };

  const submit = async (values: LoginFormValues) => {
    setAlert(null);
    if (step === 'email') {
      if (!(await lookUpLoginRoute(values.email))) return;
      if (ssoOnly) {
        setLeaving(true);
        // Spec 2.13: 'Unable to log in', where an SSO-only client sends an address without single sign-on.
        navigate(PATHS.ssoError);
        return;
      }
      setStep('password');
      return;
    }
    if (!cookiesAccepted) {
      setAlert({ kind: 'cookies' });
      return;
    }
    if (checkedEmail.current !== values.email && !(await lookUpLoginRoute(values.email))) return;
    try {
      const result = await logIn({
        email: values.email,
        password: values.password,
        deviceToken: await computeDeviceToken(),
        captchaToken: captchaRequired && values.captchaToken ? values.captchaToken : undefined,
      });
      if (result.outcome === 'signed-in') onSignedIn();
      else if (result.outcome === 'two-factor-code') navigate(PATHS.twoFactorCode);
      else navigate(PATHS.twoFactorQrSetup, { state: { isFromActivation: result.fromActivation } });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        if (error.body.error.captchaRequired || ASKS_FOR_CAPTCHA.has(error.code)) setCaptchaRequired(true);
        setAlert(
          SERVER_TEXT_CODES.has(error.code)
            ? { kind: 'server', html: error.message }
            : { kind: 'text', text: error.message },
        );
      } else {
        setAlert({ kind: 'text', text: t`Unable to login` });
      }
      clearCaptcha();
    }
  };

  // The cookie message goes once cookies are accepted (e.g. from the banner).
  const shownAlert = alert?.kind === 'cookies' && cookiesAccepted ? null : alert;
  const markFields = shownAlert?.kind === 'server';
  const pending = isSubmitting || leaving;

  return (
    <form noValidate className={formClass} onSubmit={handleSubmit(submit)}>
      {shownAlert ? (
        <Alert ref={alertRef} id={alertId} tabIndex={-1} variant="error">
          {shownAlert.kind === 'cookies' ? (
            <p>
              <Trans>Please accept cookies before logging in</Trans>
            </p>
          ) : shownAlert.kind === 'text' ? (
            <div>{shownAlert.text}</div>
          ) : (
            // The server's text is HTML by contract (spec section 8), made safe by the Worker.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised once, by the Worker (upstream/sanitise-html).
            <div dangerouslySetInnerHTML={{ __html: shownAlert.html }} />
          )}
        </Alert>
      ) : null}

      <TextField
        label={t`Email address`}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        invalid={markFields}
        aria-describedby={markFields ? alertId : undefined}
        {...register('email')}
      />

      {step === 'password' ? (
        <>
          <div className={passwordGroupClass}>
            <PasswordInput
              label={t`Password`}
              autoComplete="current-password"
              error={
                errors.password ? (
                  <Trans>
                    Try again or{' '}
                    <Link to={PATHS.forgottenPassword} className={linkClass}>
                      reset your password
                    </Link>
                  </Trans>
                ) : undefined
              }
              invalid={markFields}
              aria-describedby={markFields ? alertId : undefined}
              {...register('password')}
            />
            <Link to={PATHS.forgottenPassword} className={forgottenLinkClass}>
              <Trans>Forgotten?</Trans>
            </Link>
          </div>

          {captchaRequired ? (
            <Suspense fallback={null}>
              <Captcha
                key={captchaKey}
                config={captcha}
                error={errors.captchaToken?.message}
                onChange={(token) =>
                  setValue('captchaToken', token, { shouldValidate: Boolean(errors.captchaToken) })
                }
              />
            </Suspense>
          ) : null}

          <Button type="submit" fullWidth disabled={pending}>
            <Trans>Login</Trans>
          </Button>
        </>
      ) : (
        <Button type="submit" fullWidth disabled={pending}>
          <Trans>Next</Trans>
        </Button>
      )}
    </form>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });

const passwordGroupClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });

const linkClass = css({
  color: 'fg.error',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

const forgottenLinkClass = css({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '1',
  color: 'brand.primary.ink',
  fontWeight: '500',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
