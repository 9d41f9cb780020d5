/** The two-factor list's report download: its `type` (spec section 7). */
export const TWO_FACTOR_REPORT_TYPE = 'employeeTwoFA';

/** The facts that decide whether a correct password still needs a second factor. */
export type TwoFactorFacts = {
  userType: 'employee' | 'employer' | 'support';
  hasTotpSecret: boolean;
  clientTwoFactorMode: 'optional' | 'enforced' | null;
};

/** 'validate': ask for a code; 'setup': the client enforces two-factor and it is not set up yet. */
export type TwoFactorStep = 'validate' | 'setup' | null;

export function twoFactorStep(facts: TwoFactorFacts): TwoFactorStep {
  if (facts.hasTotpSecret) {
    return 'validate';
  }
  if (twoFactorEnforced(facts.userType, facts.clientTwoFactorMode)) {
    return 'setup';
  }
  return null;
}

/** Whether the client requires this person to use two-factor. */
export function twoFactorEnforced(
  userType: TwoFactorFacts['userType'],
  clientTwoFactorMode: TwoFactorFacts['clientTwoFactorMode'],
): boolean {
  // Enforcement applies to a client's employees (DEMO-DATA: "two-factor enforced for employees").
  return clientTwoFactorMode === 'enforced' && userType === 'employee';
}
