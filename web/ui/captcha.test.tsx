import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CAPTCHA_TOKEN } from '#contract/login-rules';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';

// A fresh module per test, so its once-per-page script cache starts empty.
let captchaModule: typeof import('./captcha');
/** Provider scripts are captured instead of added: the test plays the browser's load/error. */
let added: HTMLScriptElement[];

beforeEach(async () => {
  vi.resetModules();
  captchaModule = await import('./captcha');
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function providerScript(src: string): HTMLScriptElement {
  const scripts = added.filter((script) => script.src === src);
  if (scripts.length !== 1) throw new Error(`expected one script ${src}, got ${scripts.length}`);
  return scripts[0] as HTMLScriptElement;
}

describe('Captcha', () => {
  const Captcha: typeof import('./captcha').Captcha = (props) => <captchaModule.Captcha {...props} />;

  it('test provider: the checkbox yields the test token when ticked and nothing when unticked', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Captcha config={{ provider: 'test', siteKey: 'test' }} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(TEST_CAPTCHA_TOKEN);
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('links its error to the checkbox', () => {
    render(
      <Captcha
        config={{ provider: 'test', siteKey: 'test' }}
        onChange={() => {}}
        error="Please confirm that you are not a robot!"
      />,
    );
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please confirm that you are not a robot!',
    );
  });

  it('turnstile: loads the script once, renders the widget with the site key and passes its token on', async () => {
    const onChange = vi.fn();
    const turnstile = { render: vi.fn(() => 'widget-1'), remove: vi.fn() };
    const { unmount } = render(
      <Captcha config={{ provider: 'turnstile', siteKey: '0x4AAA-site' }} onChange={onChange} />,
    );
    const script = providerScript(captchaModule.TURNSTILE_SCRIPT_URL);
    expect(script.src).toContain('https://challenges.cloudflare.com/turnstile/v0/api.js');
    vi.stubGlobal('turnstile', turnstile);
    await act(async () => {
      script.dispatchEvent(new Event('load'));
    });
    expect(turnstile.render).toHaveBeenCalledTimes(1);
    const [container, options] = turnstile.render.mock.calls[0] as unknown as [
      HTMLElement,
      { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
    ];
    expect(container).toBeInstanceOf(HTMLElement);
    expect(options.sitekey).toBe('0x4AAA-site');
    options.callback('turnstile-token');
    expect(onChange).toHaveBeenLastCalledWith('turnstile-token');
    options['expired-callback']();
    expect(onChange).toHaveBeenLastCalledWith('');
    unmount();
    expect(turnstile.remove).toHaveBeenCalledWith('widget-1');
  });

  it('recaptcha: renders Google’s widget once its script is ready', async () => {
    const grecaptcha = { ready: vi.fn((callback: () => void) => callback()), render: vi.fn(() => 0) };
    render(<Captcha config={{ provider: 'recaptcha', siteKey: 'g-site' }} onChange={() => {}} />);
    vi.stubGlobal('grecaptcha', grecaptcha);
    await act(async () => {
      providerScript(captchaModule.RECAPTCHA_SCRIPT_URL).dispatchEvent(new Event('load'));
    });
    expect(grecaptcha.render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: 'g-site' }),
    );
  });

  it('says so when the provider script cannot load', async () => {
    render(<Captcha config={{ provider: 'turnstile', siteKey: 'k' }} onChange={() => {}} />);
    await act(async () => {
      providerScript(captchaModule.TURNSTILE_SCRIPT_URL).dispatchEvent(new Event('error'));
    });
    expect(screen.getByText(captchaModule.CAPTCHA_LOAD_FAILED_MESSAGE.message ?? '')).toBeInTheDocument();
  });
});
