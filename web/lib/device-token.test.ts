import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeDeviceToken, type DeviceFacts, deviceFingerprint, readDeviceFacts } from './device-token';

const facts: DeviceFacts = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
  screenWidth: 1920,
  screenHeight: 1080,
  colorDepth: 24,
  timeZone: 'Europe/London',
};

/** `printf %s '<fingerprint>' | sha256sum` */
const EXPECTED_TOKEN = '5356c1eafdcd054f47062b1fa402ab8e289ff29ec567b01b791484bab9fce519';

afterEach(() => vi.unstubAllGlobals());

describe('device token', () => {
  it('hashes user agent, screen size, colour depth and time zone', () => {
    expect(deviceFingerprint(facts)).toBe(
      'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0|1920x1080|24|Europe/London',
    );
  });

  it('is the 64-character lower-case hex SHA-256 of that text', async () => {
    const token = await computeDeviceToken(facts);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(token).toBe(EXPECTED_TOKEN);
  });

  it('is stable for the same device and changes with any fact', async () => {
    const token = await computeDeviceToken(facts);
    expect(await computeDeviceToken({ ...facts })).toBe(token);
    expect(await computeDeviceToken({ ...facts, timeZone: 'America/New_York' })).not.toBe(token);
    expect(await computeDeviceToken({ ...facts, screenWidth: 1280 })).not.toBe(token);
    expect(await computeDeviceToken({ ...facts, colorDepth: 30 })).not.toBe(token);
    expect(await computeDeviceToken({ ...facts, userAgent: 'Other' })).not.toBe(token);
  });

  it('reads the facts from navigator, screen and Intl', async () => {
    vi.stubGlobal('navigator', { userAgent: facts.userAgent });
    vi.stubGlobal('screen', { width: 1920, height: 1080, colorDepth: 24 });
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Europe/London',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(readDeviceFacts()).toEqual(facts);
    expect(await computeDeviceToken()).toBe(await computeDeviceToken(facts));
    vi.restoreAllMocks();
  });
});
