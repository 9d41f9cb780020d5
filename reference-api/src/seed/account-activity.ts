// Piotr's account activity (docs/demo-data.md): ten sign-ins over the three weeks to the seed's
// "today", from his laptop and his phone, so My profile's "Account activity" has a history to page
// through (10 a page) before his own sign-in adds to it. Fixed instants, never the clock; the
// reference API shows 400 days of activity (docs/decisions/055).
import type { Insertable } from '../data/schema.ts';
import { addDays, SEED_TODAY } from './seed-calendar.ts';

const PIOTR_ID = 1006;

// Device names as the reference API derives them from a device token (rules/account-activity.ts).
const LAPTOP = {
  device_id: '5d0c8a41e7b2',
  user_agent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const PHONE = {
  device_id: 'a93f27c6d104',
  user_agent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

/** Days before the seed's today, and the hour (UTC) of each sign-in. */
const SIGN_INS: readonly (readonly [daysAgo: number, hour: number, device: typeof LAPTOP])[] = [
  [20, 8, LAPTOP],
  [18, 19, PHONE],
  [15, 9, LAPTOP],
  [13, 12, LAPTOP],
  [11, 21, PHONE],
  [8, 8, LAPTOP],
  [6, 18, PHONE],
  [4, 9, LAPTOP],
  [2, 13, LAPTOP],
  [1, 20, PHONE],
];

export const demoAccountEvents: readonly Insertable<'account_events'>[] = SIGN_INS.map(
  ([daysAgo, hour, device]) => ({
    user_id: PIOTR_ID,
    kind: 'signed-in',
    method: 'password',
    ...device,
    created_at: Date.parse(`${addDays(SEED_TODAY, -daysAgo)}T${String(hour).padStart(2, '0')}:00:00Z`),
  }),
);
