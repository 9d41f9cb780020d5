import { ACCOUNT_HOLDER_ONLY_REFUSAL } from '#contract/act-as-rules';
import { useSession } from '#web/lib/session.ts';
import { mutedClass } from './profile-section';

/** Someone is acting as the signed-in person (support, or their employer): an act-as session. */
export function useActingAs(): boolean {
  return Boolean(useSession()?.masquerade);
}

/**
 * In place of an action only the account holder may take (changing the password, two-factor,
 * signing out everywhere, downloading their data), for someone acting as them: the Worker's own
 * refusal (docs/decisions/065), said before it is tried rather than after.
 */
export function AccountHolderOnly() {
  return (
    <p className={mutedClass} data-testid="account-holder-only">
      {ACCOUNT_HOLDER_ONLY_REFUSAL.message}
    </p>
  );
}
