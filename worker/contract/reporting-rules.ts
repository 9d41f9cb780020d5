/**
 * Values of reporting (/app/reporting) and voucher management (/app/ccv/manage), zod-free so the
 * SPA can import them (docs/decisions/028). Their texts are in reporting-texts.ts.
 */

/** The three kinds of report (spec sections 2.16 and 3), as the upstream names them. */
export const REPORT_TYPES = ['payroll', 'provider', 'lifeevent'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Several reports are downloaded as one zip of at most this many files. */
export const MAX_REPORTS_PER_DOWNLOAD = 50;

/** The Worker route the voucher-management frame opens: a redirect to the service with the token. */
export const VOUCHER_MANAGEMENT_FRAME_PATH = '/api/employer/ccv/manage-frame';

/** What a report failing to load is stored as (spec section 8: failed report loads store 'Error'). */
export const REPORT_LOAD_ERROR = 'Error';
