import { Hono } from 'hono';
import { z } from 'zod';
import {
  type EmployeeListPerson,
  type EmployeeRecord,
  findEmployeePage,
  findEmployeeRecord,
  findEmployeesInChunks,
} from '../../data/employee-list-repository.ts';
import { findClientAdminFacts } from '../../data/insights-repository.ts';
import {
  resendAllWelcomeEmails,
  resendWelcomeEmail,
  WELCOME_SUBJECT_PATTERN,
} from '../../data/welcome-email-repository.ts';
import { type AuthedEnv, requireBearer } from '../../http/bearer-auth.ts';
import { CLIENT_ADMIN_FORBIDDEN, type ClientAdminEnv, requireClientAdmin } from '../../http/client-admin.ts';
import { errorBody } from '../../http/error-body.ts';
import { parsePathId } from '../../http/path-id.ts';
import { mayAdministerClient } from '../../rules/client-admin-access.ts';
import { csvText } from '../../rules/csv.ts';
import {
  EMPLOYEE_SEARCH_MAX,
  EMPLOYEE_SORT_FIELDS,
  EMPLOYEES_PER_PAGE,
  type EmployeeListQuery,
  lastPageOf,
  parseJoinedRange,
  percentageRegistered,
  SORT_DIRECTIONS,
} from '../../rules/employee-list.ts';

/** One person of the list as the v2 host sends it; person_activated says whether they registered. */
export type EmployeeBody = {
  id: number;
  first_name: string;
  surname: string;
  email: string;
  person_activated: boolean;
  joined_on: string;
};

export type EmployeeListBody = {
  data: EmployeeBody[];
  current_page: number;
  last_page: number;
  per_page: number;
  /** How many people match the search, filter and range. */
  total: number;
  /** The client's head count and registered people, whatever the search (spec section 3). */
  total_employees: number;
  total_registered_employees: number;
  /** total_registered_employees as a share of total_employees, in percent to one decimal place. */
  percentage_registered: number;
  sort_by: (typeof EMPLOYEE_SORT_FIELDS)[number];
  sort_direction: (typeof SORT_DIRECTIONS)[number];
  filters: { person_activated: { value: '1' | '0'; label: string }[] };
};

export type EmployeeRecordBody = EmployeeBody & {
  date_of_birth: string;
  user_type: string;
  employment_status: string | null;
  two_factor_enabled: boolean;
  welcome_email_sent_at: string | null;
};

export type WelcomeResendBody = { employee_id: number; sent_to: string; sent_at: string };
export type BulkWelcomeResendBody = { client_id: number; sent: number; sent_at: string };

export const EMPLOYEE_TEXTS = {
  invalidQuery: 'The list query is not valid',
  notFound: 'Employee not found',
  alreadyRegistered: 'This employee has already registered',
} as const;

/** The report is read and written this many rows at a time. */
const REPORT_CHUNK = 500;
const REPORT_FILE_NAME = 'employee-data.csv';

const listQuerySchema = z.object({
  search: z.string().max(EMPLOYEE_SEARCH_MAX).default(''),
  'filter[person_activated]': z.enum(['1', '0', '']).default(''),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/)
    .default('1'),
  sort_by: z.enum(EMPLOYEE_SORT_FIELDS).default('name'),
  sort_direction: z.enum(SORT_DIRECTIONS).default('asc'),
  range: z.string().max(21).default(''),
});

const FILTER_OPTIONS: EmployeeListBody['filters'] = {
  person_activated: [
    { value: '1', label: 'Registered' },
    { value: '0', label: 'Not registered' },
  ],
};

const toBody = (person: EmployeeListPerson): EmployeeBody => ({
  id: person.id,
  first_name: person.firstName,
  surname: person.surname,
  email: person.email,
  person_activated: person.registered,
  joined_on: person.joinedOn,
});

const toRecordBody = (record: EmployeeRecord): EmployeeRecordBody => ({
  ...toBody(record),
  date_of_birth: record.dateOfBirth,
  user_type: record.userType,
  employment_status: record.employmentStatus,
  two_factor_enabled: record.twoFactorEnabled,
  welcome_email_sent_at: record.welcomeEmailSentAt,
});

type ParsedQuery = { query: EmployeeListQuery; page: number };

function parseListQuery(clientId: number, raw: Record<string, string>): ParsedQuery | null {
  const parsed = listQuerySchema.safeParse(raw);
  if (!parsed.success) return null;
  const range = parseJoinedRange(parsed.data.range);
  if (range === undefined) return null;
  const activated = parsed.data['filter[person_activated]'];
  return {
    page: Number(parsed.data.page),
    query: {
      clientId,
      search: parsed.data.search.trim(),
      activated: activated === '' ? null : activated === '1',
      sortBy: parsed.data.sort_by,
      direction: parsed.data.sort_direction,
      range,
    },
  };
}

const invalid = () => Response.json(errorBody(EMPLOYEE_TEXTS.invalidQuery), { status: 422 });

const REPORT_HEADER = ['First name', 'Surname', 'Email', 'Registered', 'Joined'];

// The report as it is read: a header, then each chunk of rows, never the whole list in memory.
function reportStream(db: D1Database, query: EmployeeListQuery): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks = findEmployeesInChunks(db, query, REPORT_CHUNK);
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvText([REPORT_HEADER])));
        return;
      }
      const next = await chunks.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(
        encoder.encode(
          csvText(
            next.value.map((person) => [
              person.firstName,
              person.surname,
              person.email,
              person.registered ? 'Yes' : 'No',
              person.joinedOn,
            ]),
          ),
        ),
      );
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * The v2 host's employee list of a client (spec section 7: v2/client/{id}/employees with search,
 * filter[person_activated], page, sort_by and range; .../employees/download-report): a page of
 * people with the client's totals and percentage registered, and the same rows as a CSV.
 */
export const clientEmployeeListRoutes = new Hono<ClientAdminEnv>()
  .get('/client/:id/employees', requireBearer, requireClientAdmin, async (c) => {
    const parsed = parseListQuery(c.var.clientId, c.req.query());
    if (!parsed) return invalid();
    const { query, page } = parsed;
    const { people, total, headcount } = await findEmployeePage(c.env.DB, query, page, EMPLOYEES_PER_PAGE);
    return c.json(
      {
        data: people.map(toBody),
        current_page: page,
        last_page: lastPageOf(total),
        per_page: EMPLOYEES_PER_PAGE,
        total,
        total_employees: headcount.employees,
        total_registered_employees: headcount.registered,
        percentage_registered: percentageRegistered(headcount.registered, headcount.employees),
        sort_by: query.sortBy,
        sort_direction: query.direction,
        filters: FILTER_OPTIONS,
      } satisfies EmployeeListBody,
      200,
    );
  })
  .get('/client/:id/employees/download-report', requireBearer, requireClientAdmin, async (c) => {
    const parsed = parseListQuery(c.var.clientId, c.req.query());
    if (!parsed) return invalid();
    return c.body(reportStream(c.env.DB, parsed.query), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${REPORT_FILE_NAME}"`,
    });
  });

/**
 * The v1 host's employee record and welcome e-mails (spec section 7: client/{id}/employees/{id},
 * companies/{id}/welcome-email-resends, employees/{id}/welcome-email-resends).
 */
export const clientEmployeeRoutes = new Hono<ClientAdminEnv>()
  .get('/client/:id/employees/:employeeId', requireBearer, requireClientAdmin, async (c) => {
    const employeeId = parsePathId(c.req.param('employeeId'));
    const record =
      employeeId === null
        ? null
        : await findEmployeeRecord(c.env.DB, c.var.clientId, employeeId, WELCOME_SUBJECT_PATTERN);
    if (!record) return c.json(errorBody(EMPLOYEE_TEXTS.notFound), 404);
    return c.json(toRecordBody(record) satisfies EmployeeRecordBody, 200);
  })
  .post('/companies/:id/welcome-email-resends', requireBearer, requireClientAdmin, async (c) => {
    const now = new Date();
    const sent = await resendAllWelcomeEmails(c.env.DB, c.var.clientId, now, c.var.session.userId);
    return c.json(
      { client_id: c.var.clientId, sent, sent_at: now.toISOString() } satisfies BulkWelcomeResendBody,
      202,
    );
  });

/** The single resend names no client: the caller's own, which they must administer. */
export const employeeWelcomeRoutes = new Hono<AuthedEnv>().post(
  '/employees/:employeeId/welcome-email-resends',
  requireBearer,
  async (c) => {
    const { userId, masquerade } = c.var.session;
    const facts = await findClientAdminFacts(c.env.DB, userId);
    const clientId = facts?.client_id ?? null;
    const allowed =
      facts !== null &&
      clientId !== null &&
      mayAdministerClient(
        {
          clientId,
          userType: facts.user_type,
          employmentStatus: facts.employment_status,
          voucherBalance: facts.voucher_balance,
        },
        masquerade,
        clientId,
        'change',
      );
    if (!allowed || clientId === null) return c.json(errorBody(CLIENT_ADMIN_FORBIDDEN), 403);
    const employeeId = parsePathId(c.req.param('employeeId'));
    if (employeeId === null) return c.json(errorBody(EMPLOYEE_TEXTS.notFound), 404);
    const now = new Date();
    const outcome = await resendWelcomeEmail(c.env.DB, clientId, employeeId, now, userId);
    if (outcome.kind === 'not-found') return c.json(errorBody(EMPLOYEE_TEXTS.notFound), 404);
    if (outcome.kind === 'registered') return c.json(errorBody(EMPLOYEE_TEXTS.alreadyRegistered), 422);
    return c.json(
      {
        employee_id: employeeId,
        sent_to: outcome.email,
        sent_at: now.toISOString(),
      } satisfies WelcomeResendBody,
      201,
    );
  },
);
