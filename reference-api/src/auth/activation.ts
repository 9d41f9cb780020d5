import { type ActivationRecord, findActivation } from '../data/activation-repository.ts';
import { linkStanding } from '../rules/link-standing.ts';
import { twoFactorStep } from '../rules/two-factor.ts';

// Activation ids travel in URLs; anything else is not worth a database lookup.
const ACTIVATION_ID = /^[A-Za-z0-9_-]{1,128}$/;

export type ActivationStanding =
  | { kind: 'live'; activation: ActivationRecord }
  | { kind: 'unknown' }
  /**
   * Used or expired: the link existed but no longer activates anything. Only an expired one may be
   * renewed (docs/decisions/048): a used one activated its account already.
   */
  | { kind: 'gone'; reason: 'expired' | 'spent'; userId: number };

export async function resolveActivation(
  db: D1Database,
  id: string,
  nowMs: number,
): Promise<ActivationStanding> {
  if (!ACTIVATION_ID.test(id)) {
    return { kind: 'unknown' };
  }
  const activation = await findActivation(db, id);
  if (!activation) {
    return { kind: 'unknown' };
  }
  switch (linkStanding(activation, nowMs)) {
    case 'live':
      return { kind: 'live', activation };
    case 'expired':
      return { kind: 'gone', reason: 'expired', userId: activation.user.id };
    default:
      return { kind: 'gone', reason: 'spent', userId: activation.user.id };
  }
}

/** Whether activating leads on to two-factor set-up (the 4-step variant of spec section 2.7). */
export function activationNeedsTwoFactor(activation: ActivationRecord): boolean {
  return (
    twoFactorStep({
      userType: activation.user.userType,
      hasTotpSecret: false,
      clientTwoFactorMode: activation.user.clientTwoFactorMode,
    }) === 'setup'
  );
}
