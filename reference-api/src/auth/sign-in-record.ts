import { recordAccountEvent } from '../data/account-activity-repository.ts';
import {
  deviceIdOf,
  type SignInDevice,
  type SignInMethod,
  storedUserAgent,
} from '../rules/account-activity.ts';

/** How someone signed in and from which device: what their account activity shows of it. */
export type SignIn = { method: SignInMethod; device: SignInDevice };

/** Writes a 'signed-in' account event (docs/decisions/055); the device token itself is not kept. */
export async function recordSignIn(db: D1Database, userId: number, signIn: SignIn, nowMs: number) {
  await recordAccountEvent(db, {
    userId,
    kind: 'signed-in',
    method: signIn.method,
    deviceId: await deviceIdOf(signIn.device.deviceToken),
    userAgent: storedUserAgent(signIn.device.userAgent),
    nowMs,
  });
}
