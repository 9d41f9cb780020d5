import { ACTIVATION_STEPS } from '#contract/spec-constants';

/**
 * Spec 2.7: activation has two steps, or four with two-factor activation (spec 9,
 * ACTIVATION_STEPS); the two-factor set-up pages show the four at step 3. Shared by the activation
 * and two-factor features.
 */
export const PLAIN_ACTIVATION_STEPS = ['Date of birth', 'Password'] as const;
export const TWO_FACTOR_ACTIVATION_STEPS = ['Verify', 'Password', '2FA', 'Terms'] as const;
/** The index (0-based) of '2FA' in TWO_FACTOR_ACTIVATION_STEPS: "step 3". */
export const TWO_FACTOR_ACTIVATION_STEP_INDEX = 2;

export function activationSteps(twoFactor: boolean): readonly string[] {
  const steps = twoFactor ? TWO_FACTOR_ACTIVATION_STEPS : PLAIN_ACTIVATION_STEPS;
  const expected = twoFactor ? ACTIVATION_STEPS.withTwoFactor : ACTIVATION_STEPS.plain;
  if (steps.length !== expected) throw new Error('Activation steps out of step with ACTIVATION_STEPS');
  return steps;
}
