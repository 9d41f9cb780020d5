import { z } from 'zod';
import type {
  EmployeeList,
  EmployeeRecord,
  WelcomeEmailSent,
  WelcomeEmailsSent,
} from '#contract/employee-data';
import { EMPLOYEE_SORT_FIELDS, SORT_DIRECTIONS } from '#contract/employee-data-rules';
import { LIST_PAGE_SIZE } from '#contract/spec-constants';

/** The upstream's employee list and record (spec section 7), mapped to the portal's shape once, here. */
const upstreamEmployee = z.object({
  id: z.number().int(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string(),
  person_activated: z.boolean(),
  joined_on: z.string(),
});

const toEmployee = (person: z.infer<typeof upstreamEmployee>) => ({
  id: person.id,
  firstName: person.first_name,
  surname: person.surname,
  email: person.email,
  registered: person.person_activated,
  joinedOn: person.joined_on,
});

export const upstreamEmployeeListSchema = z
  .object({
    data: z.array(upstreamEmployee),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.literal(LIST_PAGE_SIZE),
    total: z.number().int(),
    total_employees: z.number().int(),
    total_registered_employees: z.number().int(),
    percentage_registered: z.number(),
    sort_by: z.enum(EMPLOYEE_SORT_FIELDS),
    sort_direction: z.enum(SORT_DIRECTIONS),
  })
  .transform(
    (body): EmployeeList => ({
      employees: body.data.map(toEmployee),
      page: body.current_page,
      lastPage: body.last_page,
      perPage: body.per_page,
      total: body.total,
      totalEmployees: body.total_employees,
      totalRegisteredEmployees: body.total_registered_employees,
      percentageRegistered: body.percentage_registered,
      sort: body.sort_by,
      direction: body.sort_direction,
    }),
  );

export const upstreamEmployeeRecordSchema = upstreamEmployee
  .extend({
    date_of_birth: z.string(),
    employment_status: z.string().nullable(),
    two_factor_enabled: z.boolean(),
    welcome_email_sent_at: z.string().nullable(),
  })
  .transform(
    (body): EmployeeRecord => ({
      ...toEmployee(body),
      dateOfBirth: body.date_of_birth,
      employmentStatus: body.employment_status,
      twoFactorEnabled: body.two_factor_enabled,
      welcomeEmailSentAt: body.welcome_email_sent_at,
    }),
  );

export const upstreamWelcomeResendSchema = z
  .object({ sent_to: z.string(), sent_at: z.string() })
  .transform((body): WelcomeEmailSent => ({ sentTo: body.sent_to, sentAt: body.sent_at }));

export const upstreamBulkWelcomeResendSchema = z
  .object({ sent: z.number().int(), sent_at: z.string() })
  .transform((body): WelcomeEmailsSent => ({ sent: body.sent, sentAt: body.sent_at }));
