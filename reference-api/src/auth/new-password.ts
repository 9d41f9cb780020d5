import { type PasswordChange, recentPasswordHashes, storeNewPassword } from '../data/password-repository.ts';
import { findRecoveryAccountById, type RecoveryAccount } from '../data/recovery-account-repository.ts';
import {
  checkPasswordPolicy,
  NO_SUBJECT,
  type PasswordPolicyResult,
  type PasswordSubject,
} from '../rules/password-policy.ts';
import { hashPassword } from '../seed/password-hash.ts';

/** The personal details and password history a new password of this account is checked against. */
export async function passwordSubjectOf(db: D1Database, account: RecoveryAccount): Promise<PasswordSubject> {
  const history = await recentPasswordHashes(db, account.id);
  // Before activation the stored hash is no password the person chose, so it is not "previous".
  const current =
    account.activated && account.passwordHash !== null && !history.includes(account.passwordHash)
      ? [account.passwordHash]
      : [];
  return {
    personal: { firstName: account.firstName, surname: account.surname, email: account.email },
    previousHashes: [...current, ...history],
  };
}

/** As passwordSubjectOf, by user id; no subject at all when the account has gone. */
export async function passwordSubjectOfUser(db: D1Database, userId: number): Promise<PasswordSubject> {
  const account = await findRecoveryAccountById(db, userId);
  return account ? passwordSubjectOf(db, account) : NO_SUBJECT;
}

/** Checks a new password for this account against every rule. */
export async function checkNewPassword(
  db: D1Database,
  account: RecoveryAccount,
  password: string,
): Promise<PasswordPolicyResult> {
  return checkPasswordPolicy(password, await passwordSubjectOf(db, account));
}

/**
 * Gives the account its new (already checked) password; see storeNewPassword for everything that
 * goes with it. Activation also activates the account.
 */
export async function setNewPassword(
  db: D1Database,
  account: RecoveryAccount,
  password: string,
  options: Pick<PasswordChange, 'activate' | 'nowMs' | 'keepFamilyId' | 'event'>,
): Promise<void> {
  await storeNewPassword(db, {
    userId: account.id,
    newHash: await hashPassword(password),
    previousHash: account.activated ? account.passwordHash : null,
    ...options,
  });
}
