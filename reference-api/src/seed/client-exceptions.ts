// The demo clients' exceptions (migration 0027; docs/decisions/083-client-exceptions.md): acme has
// the data-load eligibility impact on, so an upload shows whose benefits would change before it is
// applied; the other clients have no exception.
import type { Insertable } from '../data/schema.ts';
import { CLIENT_EXCEPTION_CODES } from '../rules/client-exceptions.ts';
import { CLIENT_IDS } from './demo-data.ts';

export const demoClientExceptions: readonly Insertable<'client_exceptions'>[] = [
  { client_id: CLIENT_IDS.acme, code: CLIENT_EXCEPTION_CODES.dataLoadEligibilityImpact, status: 'active' },
];
