import { z } from 'zod';
import { EMPLOYEE_SORT_FIELDS, SORT_DIRECTIONS } from './employee-data-rules';
import { LIST_PAGE_SIZE } from './spec-constants';

/**
 * The employee data page (docs/decisions/026): what the SPA gets on /api/employer/employees. The
 * list's query: employee-data-requests.ts (zod/mini), which the list's search shares.
 */

export const employeeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  registered: z.boolean(),
  /** YYYY-MM-DD. */
  joinedOn: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** Spec section 3, Employee list state. */
export const employeeListSchema = z.object({
  employees: z.array(employeeSchema),
  page: z.number().int(),
  lastPage: z.number().int(),
  /** Spec section 9: 10. */
  perPage: z.literal(LIST_PAGE_SIZE),
  /** How many match the search, filter and range. */
  total: z.number().int(),
  /** The client's head count and how many have registered, whatever the search. */
  totalEmployees: z.number().int(),
  totalRegisteredEmployees: z.number().int(),
  /** Spec section 9: one decimal. */
  percentageRegistered: z.number(),
  sort: z.enum(EMPLOYEE_SORT_FIELDS),
  direction: z.enum(SORT_DIRECTIONS),
});
export type EmployeeList = z.infer<typeof employeeListSchema>;

/** GET /api/employer/employees/:employeeId: the view-employee-data panel (spec 2.16). */
export const employeeRecordSchema = employeeSchema.extend({
  /** YYYY-MM-DD. */
  dateOfBirth: z.string(),
  employmentStatus: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** ISO instant of the newest welcome e-mail, or null. */
  welcomeEmailSentAt: z.string().nullable(),
});
export type EmployeeRecord = z.infer<typeof employeeRecordSchema>;

/** POST /api/employer/employees/:employeeId/welcome-email. */
export const welcomeEmailSentSchema = z.object({ sentTo: z.string(), sentAt: z.string() });
export type WelcomeEmailSent = z.infer<typeof welcomeEmailSentSchema>;

/** POST /api/employer/employees/welcome-emails: every employee not yet registered. */
export const welcomeEmailsSentSchema = z.object({ sent: z.number().int(), sentAt: z.string() });
export type WelcomeEmailsSent = z.infer<typeof welcomeEmailsSentSchema>;
