import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { encode } from 'uqr';

/** The quiet zone around a QR code, in modules (ISO/IEC 18004 asks for 4). */
export const QR_QUIET_ZONE_MODULES = 4;

/** Ours (docs/decisions/010): the spec gives no wording for the QR code and the key. Messages. */
export const QR_TEXTS = {
  imageLabel: msg`QR code to scan with your authenticator app`,
  scanInstruction: msg`Scan this QR code with an authenticator app on your phone, such as Google Authenticator or Microsoft Authenticator.`,
  manualEntry: msg`Can't scan the code? Enter this key in your app:`,
} as const;

/** One SVG path drawing every dark module as a 1×1 square (far fewer nodes than one rect each). */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

export interface QrCodeProps {
  /** What the code holds, e.g. an otpauth:// URL. */
  value: string;
  /** The image's accessible name. */
  label?: string;
  /** Width and height in CSS pixels. */
  size?: number;
}

/**
 * A QR code drawn as SVG with `uqr` (error correction M, a 4-module quiet zone), dark on light
 * whatever the tenant's colours, so every authenticator app can read it. It is an image named by
 * `label`; the modules themselves are hidden from assistive technology. Import it only from
 * lazily loaded routes: the encoder stays out of the login chunk.
 */
export function QrCode({ value, label, size = 208 }: QrCodeProps) {
  const { t } = useLingui();
  const { size: modules, path } = useMemo(() => {
    const result = encode(value, { ecc: 'M', border: QR_QUIET_ZONE_MODULES });
    return { size: result.size, path: qrPath(result.data) };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label ?? t(QR_TEXTS.imageLabel)}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={svgClass}
      data-modules={modules}
    >
      <rect width={modules} height={modules} className={lightClass} />
      <path d={path} className={darkClass} />
    </svg>
  );
}

/** The secret in groups of four for reading and typing ('JBSW Y3DP EHPK 3PXP'). */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * What an authenticator app needs (spec 2.14 and 2.16): the instruction, the QR code and, for
 * those who cannot scan, the key in groups of four.
 */
export function AuthenticatorEnrolment({ otpauthUrl, secret }: { otpauthUrl: string; secret: string }) {
  const { t } = useLingui();
  return (
    <div className={enrolmentClass}>
      <p className={instructionClass}>{t(QR_TEXTS.scanInstruction)}</p>
      <div className={qrFrameClass}>
        <QrCode value={otpauthUrl} />
      </div>
      <div className={manualClass}>
        <p>{t(QR_TEXTS.manualEntry)}</p>
        <code data-testid="two-factor-secret" className={secretClass}>
          {groupSecret(secret)}
        </code>
      </div>
    </div>
  );
}

const svgClass = css({ display: 'block', maxWidth: '100%', height: 'auto' });

const lightClass = css({ fill: 'canvas' });

const darkClass = css({ fill: 'fg' });

const enrolmentClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });

const instructionClass = css({ color: 'fg', fontSize: 'md', lineHeight: '1.5' });

const qrFrameClass = css({
  alignSelf: 'center',
  padding: '2',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'canvas',
});

const manualClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  fontSize: 'sm',
  color: 'fg.muted',
});

const secretClass = css({
  fontFamily: 'mono',
  fontSize: 'lg',
  fontWeight: '500',
  letterSpacing: '0.05em',
  color: 'fg',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
