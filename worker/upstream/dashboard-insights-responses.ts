import { z } from 'zod';
import type {
  BenefitTakeUp,
  EmployeeInsights,
  Engagement,
  TakeUpDetail,
  TakeUpList,
  TakeUpPerson,
} from '#contract/dashboard-insights';
import { LIST_PAGE_SIZE } from '#contract/spec-constants';

// The upstream's insights and take-up answers, snake_case as sent; mapped once, here.

const count = z.number().int().nonnegative();

export const upstreamLoginInsightsSchema = z.object({
  year: z.number().int(),
  total_logins: count,
  weeks: z.array(z.object({ week_start: z.string(), logins: count })),
  /** The client's sign-ins on the current day (docs/decisions/077). */
  today: z.object({ day: z.string(), logins: count }),
});

export const upstreamEmployeeInsightsSchema = z.object({
  scheme_year: z.number().int(),
  headcount: z.object({
    employees: count,
    registered: count,
    not_registered: count,
    two_factor_enabled: count,
  }),
  age_bands: z.array(z.object({ band: z.string(), employees: count })),
  registrations_by_month: z.array(z.object({ month: z.string(), registrations: count })),
});

export function toEngagement(
  logins: z.infer<typeof upstreamLoginInsightsSchema>,
  employees: z.infer<typeof upstreamEmployeeInsightsSchema>,
): Engagement {
  return {
    year: logins.year,
    totalLogins: logins.total_logins,
    loginsByWeek: logins.weeks.map((week) => ({ weekStart: week.week_start, logins: week.logins })),
    loginsToday: logins.today.logins,
    totalRegistrations: employees.registrations_by_month.reduce((sum, month) => sum + month.registrations, 0),
    registrationsByMonth: employees.registrations_by_month,
  };
}

export function toEmployeeInsights(body: z.infer<typeof upstreamEmployeeInsightsSchema>): EmployeeInsights {
  return {
    schemeYear: body.scheme_year,
    headcount: {
      employees: body.headcount.employees,
      registered: body.headcount.registered,
      notRegistered: body.headcount.not_registered,
      twoFactorEnabled: body.headcount.two_factor_enabled,
    },
    ageBands: body.age_bands,
  };
}

const upstreamBenefitInsightSchema = z
  .object({
    benefit_id: z.number().int(),
    name: z.string(),
    live: count,
    awaiting_approval: count,
    opted_out: count,
    rejected: count,
    take_up_rate: z.number(),
  })
  .transform(
    (row): BenefitTakeUp => ({
      benefitId: row.benefit_id,
      name: row.name,
      live: row.live,
      awaitingApproval: row.awaiting_approval,
      optedOut: row.opted_out,
      rejected: row.rejected,
      takeUpRate: row.take_up_rate,
    }),
  );

/** v2 client/{id}/benefit-insights (insights-enabled clients). */
export const upstreamBenefitInsightsSchema = z
  .object({ benefits: z.array(upstreamBenefitInsightSchema) })
  .transform((body): TakeUpList => ({ source: 'insights', benefits: body.benefits }));

/** A page of a benefit's people as both hosts send it (the two-factor list's paging fields). */
function upstreamPeoplePage<Person extends z.ZodType>(person: Person) {
  return z
    .object({
      data: z.array(person),
      current_page: z.number().int().positive(),
      last_page: z.number().int().positive(),
      per_page: z.literal(LIST_PAGE_SIZE),
      total: count,
    })
    .transform((page) => ({
      people: page.data as z.output<Person>[],
      page: page.current_page,
      lastPage: page.last_page,
      perPage: page.per_page,
      total: page.total,
    }));
}

const upstreamPersonFields = {
  selection_id: z.number().int(),
  email: z.string(),
  status: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
};

function toTakeUpPerson(
  person: z.infer<z.ZodObject<typeof upstreamPersonFields>>,
  name: string,
): TakeUpPerson {
  return {
    selectionId: person.selection_id,
    name,
    email: person.email,
    status: person.status,
    startDate: person.start_date,
    endDate: person.end_date,
  };
}

/** v2 client/{id}/benefit-insights/{id}?page=&search= */
export const upstreamBenefitInsightDetailSchema = z
  .object({
    benefit: upstreamBenefitInsightSchema,
    selections_by_month: z.array(z.object({ month: z.string(), selections: count })),
    people: upstreamPeoplePage(
      z
        .object({ ...upstreamPersonFields, name: z.string() })
        .transform((person) => toTakeUpPerson(person, person.name)),
    ),
  })
  .transform(
    (body): TakeUpDetail => ({
      source: 'insights',
      benefit: body.benefit,
      selectionsByMonth: body.selections_by_month,
      ...body.people,
    }),
  );

/** One benefit's counts on v1 benefit-takeup: a row of the list, and the head of the detail. */
const upstreamTakeUpRowFields = {
  id: z.number().int(),
  benefit_name: z.string(),
  live_count: count,
  pending_count: count,
  opted_out_count: count,
  rejected_count: count,
};

function toBenefitTakeUp(row: z.infer<z.ZodObject<typeof upstreamTakeUpRowFields>>): BenefitTakeUp {
  return {
    benefitId: row.id,
    name: row.benefit_name,
    live: row.live_count,
    awaitingApproval: row.pending_count,
    optedOut: row.opted_out_count,
    rejected: row.rejected_count,
    takeUpRate: null,
  };
}

/** v1 client/{id}/benefit-takeup (every other client). */
export const upstreamBenefitTakeUpSchema = z
  .array(z.object(upstreamTakeUpRowFields).transform(toBenefitTakeUp))
  .transform((benefits): TakeUpList => ({ source: 'takeup', benefits }));

/** v1 client/{id}/benefit-takeup/{id}?page=&search= */
export const upstreamBenefitTakeUpDetailSchema = z
  .object({
    ...upstreamTakeUpRowFields,
    employees: upstreamPeoplePage(
      z
        .object({ ...upstreamPersonFields, employee_name: z.string() })
        .transform((person) => toTakeUpPerson(person, person.employee_name)),
    ),
  })
  .transform(
    (body): TakeUpDetail => ({
      source: 'takeup',
      benefit: toBenefitTakeUp(body),
      selectionsByMonth: null,
      ...body.employees,
    }),
  );
