import { useQueryClient } from '@tanstack/react-query';
import { ELIGIBILITY_DEPENDENT_KEYS } from './query-keys';

/**
 * After a family member or life event is added or changed, benefits and selections need a refresh
 * (spec section 4, Lists; Benefit selection: refresh clears them and reloads them). What no screen
 * shows now is dropped, so the next visit loads it afresh instead of showing the cached list; what
 * a screen shows is fetched again at once.
 */
export function useRefreshEligibility() {
  const queryClient = useQueryClient();
  return async () => {
    for (const queryKey of ELIGIBILITY_DEPENDENT_KEYS) {
      queryClient.removeQueries({ queryKey, type: 'inactive' });
    }
    await Promise.all(
      ELIGIBILITY_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}
