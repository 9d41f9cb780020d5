import { Hono } from 'hono';
import { z } from 'zod';
import {
  findAdminCandidate,
  findEnforcement,
  findTwoFactorPage,
  findTwoFactorPeople,
  saveEnforcement,
  type TwoFactorPerson,
  type TwoFactorQuery,
} from '../../data/client-admin-repository.ts';
import { type AuthedEnv, requireBearer } from '../../http/bearer-auth.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { legacyError } from '../../http/legacy-error.ts';
import { parsePathId } from '../../http/path-id.ts';
import {
  type AdminCallKind,
  CLIENT_ADMIN_FORBIDDEN,
  mayAdministerClient,
} from '../../rules/client-admin-access.ts';
import { csvText } from '../../rules/csv.ts';
import { TWO_FACTOR_REPORT_TYPE } from '../../rules/two-factor.ts';

/** Spec section 9: the two-factor list shows 10 people a page. */
export const TWO_FACTOR_PER_PAGE = 10;
const MAX_SEARCH_LENGTH = 100;

/** One person of the list as the v2 host sends it; person_mfa_secret says whether two-factor is on. */
export type TwoFactorPersonBody = {
  id: number;
  first_name: string;
  surname: string;
  email: string;
  registered: boolean;
  person_mfa_secret: boolean;
};

export type TwoFactorListBody = {
  data: TwoFactorPersonBody[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  filters: { person_mfa_secret: { value: 'enabled' | 'disabled'; label: string }[] };
  isEnforcementTwoFAEnabled: boolean;
};

export type EnforcementBody = { isEnforcementTwoFAEnabled: boolean };

const listQuerySchema = z.object({
  search: z.string().max(MAX_SEARCH_LENGTH).default(''),
  'filter[person_mfa_secret]': z.enum(['enabled', 'disabled', '']).default(''),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/)
    .default('1'),
  type: z.literal(TWO_FACTOR_REPORT_TYPE).optional(),
});

const enforcementSchema = z.object({ isEnforcementTwoFAEnabled: z.boolean() });

const FILTER_OPTIONS: TwoFactorListBody['filters'] = {
  person_mfa_secret: [
    { value: 'enabled', label: 'Enabled' },
    { value: 'disabled', label: 'Not enabled' },
  ],
};

const toBody = (person: TwoFactorPerson): TwoFactorPersonBody => ({
  id: person.id,
  first_name: person.firstName,
  surname: person.surname,
  email: person.email,
  registered: person.registered,
  person_mfa_secret: person.twoFactorEnabled,
});

function reportCsv(people: readonly TwoFactorPerson[]): string {
  return csvText([
    ['First name', 'Surname', 'Email', 'Registered', 'Two-factor authentication'],
    ...people.map((person) => [
      person.firstName,
      person.surname,
      person.email,
      person.registered ? 'Yes' : 'No',
      person.twoFactorEnabled ? 'Enabled' : 'Not enabled',
    ]),
  ]);
}

// The path's client, when the caller may act on it this way; null answers 403 (an unknown client
// is refused alike, so ids of other clients reveal nothing).
async function administeredClient(
  db: D1Database,
  session: AuthedEnv['Variables']['session'],
  rawId: string,
  kind: AdminCallKind,
): Promise<number | null> {
  const clientId = parsePathId(rawId);
  if (clientId === null) return null;
  const person = await findAdminCandidate(db, session.userId);
  return person && mayAdministerClient(person, session.masquerade, clientId, kind) ? clientId : null;
}

const forbidden = () => Response.json(legacyError(CLIENT_ADMIN_FORBIDDEN), { status: 403 });
const invalid = () => Response.json(legacyError('The list query is not valid'), { status: 422 });

/**
 * The two-factor employee list of a client on the v2 host (spec section 7, Two-factor): a page of
 * people with their two-factor state, the same rows as a CSV report, and the client's enforcement.
 */
export const clientTwoFactorRoutes = new Hono<AuthedEnv>()
  .get('/client/:clientId/employees/two-factor-authentication', requireBearer, async (c) => {
    const clientId = await administeredClient(c.env.DB, c.var.session, c.req.param('clientId'), 'view');
    if (clientId === null) return forbidden();
    const parsed = listQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalid();
    const { search, page, type } = parsed.data;
    const state = parsed.data['filter[person_mfa_secret]'] || null;
    const query: TwoFactorQuery = { clientId, search: search.trim(), state };
    if (type === TWO_FACTOR_REPORT_TYPE) {
      const people = await findTwoFactorPeople(c.env.DB, query);
      return c.body(reportCsv(people), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="employee-two-factor.csv"',
      });
    }
    const pageNumber = Number(page);
    const [{ people, total }, enforced] = await Promise.all([
      findTwoFactorPage(c.env.DB, query, pageNumber, TWO_FACTOR_PER_PAGE),
      findEnforcement(c.env.DB, clientId),
    ]);
    return c.json(
      {
        data: people.map(toBody),
        current_page: pageNumber,
        last_page: Math.max(1, Math.ceil(total / TWO_FACTOR_PER_PAGE)),
        per_page: TWO_FACTOR_PER_PAGE,
        total,
        filters: FILTER_OPTIONS,
        isEnforcementTwoFAEnabled: enforced === true,
      } satisfies TwoFactorListBody,
      200,
    );
  })
  .get(
    '/client/:clientId/employees/two-factor-authentication/enforcement-setting',
    requireBearer,
    async (c) => {
      const clientId = await administeredClient(c.env.DB, c.var.session, c.req.param('clientId'), 'view');
      if (clientId === null) return forbidden();
      const enforced = await findEnforcement(c.env.DB, clientId);
      return c.json({ isEnforcementTwoFAEnabled: enforced === true } satisfies EnforcementBody, 200);
    },
  )
  .put(
    '/client/:clientId/employees/two-factor-authentication/enforcement-setting',
    requireBearer,
    async (c) => {
      const clientId = await administeredClient(c.env.DB, c.var.session, c.req.param('clientId'), 'change');
      if (clientId === null) return forbidden();
      const body = await readJsonBody(c, enforcementSchema);
      if (!body) return c.json(legacyError('isEnforcementTwoFAEnabled must be true or false'), 422);
      await saveEnforcement(c.env.DB, {
        clientId,
        enforced: body.isEnforcementTwoFAEnabled,
        changedBy: c.var.session.userId,
        changedAt: new Date().toISOString(),
      });
      return c.json(
        { isEnforcementTwoFAEnabled: body.isEnforcementTwoFAEnabled } satisfies EnforcementBody,
        200,
      );
    },
  );
