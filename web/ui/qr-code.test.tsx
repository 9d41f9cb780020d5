import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { AuthenticatorEnrolment, groupSecret, QR_QUIET_ZONE_MODULES, QrCode, qrPath } from './qr-code';

const OTPAUTH_URL =
  'otpauth://totp/Acme%20Rewards:emma.employee%40acme.test?secret=JBSWY3DPEHPK3PXP&issuer=Acme%20Rewards';

describe('QrCode', () => {
  it('draws the value as an SVG image with an accessible name and a quiet zone', () => {
    render(<QrCode value={OTPAUTH_URL} />);
    const image = screen.getByRole('img', { name: /QR code/ });
    expect(image.tagName.toLowerCase()).toBe('svg');
    const modules = Number(image.getAttribute('data-modules'));
    // Version 1 is 21 modules; the quiet zone adds 4 on each side.
    expect(modules).toBeGreaterThanOrEqual(21 + 2 * QR_QUIET_ZONE_MODULES);
    expect(image).toHaveAttribute('viewBox', `0 0 ${modules} ${modules}`);
    const path = image.querySelector('path')?.getAttribute('d') ?? '';
    expect(path).toMatch(/^M\d+ \d+h1v1h-1z/);
    // Nothing is drawn inside the quiet zone.
    expect(path).not.toMatch(new RegExp(`M[0-${QR_QUIET_ZONE_MODULES - 1}] `));
  });

  it('turns dark modules into unit squares', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});

describe('AuthenticatorEnrolment', () => {
  it('shows the QR code and, for manual entry, the key in groups of four', () => {
    render(<AuthenticatorEnrolment otpauthUrl={OTPAUTH_URL} secret="JBSWY3DPEHPK3PXP" />);
    expect(
      screen.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText("Can't scan the code? Enter this key in your app:")).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
