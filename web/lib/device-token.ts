/**
 * The device token sent with a password login and a two-factor code (spec section 7, "Device
 * token"): a hash of the user agent, screen size and colour depth, and time zone. The upstream
 * uses it to recognise a browser it has seen before; it is not a secret and not a session.
 */
export interface DeviceFacts {
  userAgent: string;
  screenWidth: number;
  screenHeight: number;
  colorDepth: number;
  timeZone: string;
}

/** Reads the facts from the browser; anything unavailable counts as empty or 0. */
export function readDeviceFacts(): DeviceFacts {
  const screen = typeof window === 'undefined' ? undefined : window.screen;
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    // Some locked-down browsers refuse: the token is then simply less specific.
  }
  return {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    screenWidth: screen?.width ?? 0,
    screenHeight: screen?.height ?? 0,
    colorDepth: screen?.colorDepth ?? 0,
    timeZone,
  };
}

/** The text that is hashed: user agent, width×height, colour depth and time zone, '|'-separated. */
export function deviceFingerprint(facts: DeviceFacts): string {
  return [
    facts.userAgent,
    `${facts.screenWidth}x${facts.screenHeight}`,
    facts.colorDepth,
    facts.timeZone,
  ].join('|');
}

/** Lower-case hex SHA-256 (64 characters) of the device fingerprint. */
export async function computeDeviceToken(facts: DeviceFacts = readDeviceFacts()): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(deviceFingerprint(facts)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
