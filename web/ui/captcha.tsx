import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { CaptchaConfig } from '#contract/auth';
import { TEST_CAPTCHA_TOKEN } from '#contract/login-rules';
import { CAPTCHA_FRAME_REMOVAL_MS } from '#contract/spec-constants';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { fieldErrorClass } from './field-text';

export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
export const CAPTCHA_LOAD_FAILED_MESSAGE = msg`The robot check could not be loaded. Please refresh the page and try again.`;

export interface CaptchaProps {
  config: CaptchaConfig;
  /** The provider's token once completed; '' when it is unticked or expires. */
  onChange: (token: string) => void;
  /** A field error ('Please confirm that you are not a robot!'). */
  error?: string;
}

/**
 * The robot check shown on the login step once the server asks for it (spec sections 2.4, 5). The
 * provider comes from the bootstrap: 'test' is a plain checkbox for development and tests (its
 * token is TEST_CAPTCHA_TOKEN, refused by the Worker in production); 'turnstile' and 'recaptcha'
 * load the provider's script on first use and render its widget. To clear it, remount it (`key`).
 */
export function Captcha({ config, onChange, error }: CaptchaProps) {
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  // Ticked before the script took over, the box would look ticked without a token behind it.
  const hydrated = useHydrated();
  return (
    <div className={groupClass}>
      {config.provider === 'test' ? (
        <label className={checkboxLabelClass}>
          <input
            type="checkbox"
            className={checkboxClass}
            disabled={!hydrated}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.currentTarget.checked ? TEST_CAPTCHA_TOKEN : '')}
          />
          <Trans>I'm not a robot</Trans>
        </label>
      ) : (
        <ProviderWidget config={config} onChange={onChange} />
      )}
      {error ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TurnstileApi {
  render(container: HTMLElement, options: WidgetOptions): string;
  remove(widgetId: string): void;
}

interface RecaptchaApi {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: WidgetOptions): number;
}

interface WidgetOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

type CaptchaWindow = Window & { turnstile?: TurnstileApi; grecaptcha?: RecaptchaApi };

function ProviderWidget({ config, onChange }: { config: CaptchaConfig; onChange: (token: string) => void }) {
  const { t } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [failed, setFailed] = useState(false);
  const { provider, siteKey } = config;

  useEffect(() => {
    const container = containerRef.current;
    if (!container || provider === 'test') return;
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    const options: WidgetOptions = {
      sitekey: siteKey,
      callback: (token) => onChangeRef.current(token),
      'expired-callback': () => onChangeRef.current(''),
      'error-callback': () => onChangeRef.current(''),
    };
    const scriptUrl = provider === 'turnstile' ? TURNSTILE_SCRIPT_URL : RECAPTCHA_SCRIPT_URL;
    loadScript(scriptUrl).then(
      () => {
        if (cancelled) return;
        const w = window as CaptchaWindow;
        if (provider === 'turnstile' && w.turnstile) {
          const widgetId = w.turnstile.render(container, options);
          cleanup = () => w.turnstile?.remove(widgetId);
        } else if (provider === 'recaptcha' && w.grecaptcha) {
          const api = w.grecaptcha;
          api.ready(() => {
            if (!cancelled) api.render(container, options);
          });
          cleanup = scheduleRecaptchaFrameRemoval;
        } else {
          setFailed(true);
        }
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [provider, siteKey]);

  return (
    <>
      <div ref={containerRef} className={widgetClass} />
      {failed ? <p className={fieldErrorClass}>{t(CAPTCHA_LOAD_FAILED_MESSAGE)}</p> : null}
    </>
  );
}

const scripts = new Map<string, Promise<void>>();

/** Adds a provider script once per page; a failed load may be retried by a later mount. */
export function loadScript(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      scripts.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.appendChild(script);
  });
  scripts.set(src, promise);
  return promise;
}

/**
 * reCAPTCHA leaves its challenge frame at the end of <body> after its widget is gone. The frames
 * present now (the unmounted widget's, not a later one's) are removed after the spec's delay.
 */
function scheduleRecaptchaFrameRemoval(): void {
  const leftovers = Array.from(document.querySelectorAll('iframe[src*="/recaptcha/"][src*="bframe"]'))
    .map((frame) => topLevelAncestor(frame))
    .filter((element): element is Element => element !== null);
  if (leftovers.length === 0) return;
  setTimeout(() => {
    for (const element of leftovers) element.remove();
  }, CAPTCHA_FRAME_REMOVAL_MS);
}

function topLevelAncestor(element: Element): Element | null {
  let current: Element = element;
  while (current.parentElement && current.parentElement !== document.body) current = current.parentElement;
  return current.parentElement === document.body ? current : null;
}

const groupClass = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });

const checkboxLabelClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3',
  minHeight: '44px',
  alignSelf: 'flex-start',
  paddingInline: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  borderRadius: 'l1',
  bg: 'canvas.subtle',
  color: 'fg',
  cursor: 'pointer',
  '&:has(input[aria-invalid=true])': { borderColor: 'fg.error', borderWidth: '2px' },
});

const checkboxClass = css({ width: '24px', height: '24px', accentColor: 'brand.primary', cursor: 'pointer' });

const widgetClass = css({ minHeight: '65px' });
