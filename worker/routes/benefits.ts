import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { type BenefitsFilterQuery, benefitsFilterQuerySchema } from '#contract/benefit-requests';
import { BENEFIT_TEXTS, VOUCHER_GROUP_CODE, VOUCHER_TEXTS } from '#contract/benefit-rules';
import {
  type BenefitFilters,
  type BenefitPage,
  type BenefitsOverview,
  type BenefitValues,
  benefitCostSchema,
  benefitFiltersSchema,
  benefitIdParamSchema,
  benefitPageSchema,
  benefitsOverviewSchema,
  benefitValuesSchema,
  cardValueSchema,
  selectionIdParamSchema,
  selectionSchema,
  selectionWithdrawnSchema,
  statementEntrySchema,
  termsAcceptedSchema,
  termsParamSchema,
  voucherBalanceSchema,
} from '#contract/benefits';
import { answers } from '../http/answers';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { fieldRefusal } from '../http/field-refusal';
import { validate } from '../http/validation';
import { requireSignedIn } from '../middleware/session';
import { callAsUser } from '../upstream/authorized-calls';
import {
  upstreamBenefitFiltersSchema,
  upstreamBenefitListSchema,
  upstreamBenefitWithSelectionSchema,
  upstreamCardValueSchema,
  upstreamCostSchema,
  upstreamFaqListSchema,
  upstreamProbationSchema,
  upstreamSelectionListSchema,
  upstreamSelectionResetSchema,
  upstreamSelectionSchemaMapped,
  upstreamStatementsSchema,
  upstreamTermsAcceptedSchema,
  upstreamVoucherBalanceSchema,
} from '../upstream/benefit-responses';
import { fieldErrorsOf } from '../upstream/field-errors';
import { sanitiseHtml } from '../upstream/sanitise-html';
import { readUpstream } from '../upstream/upstream-json';

/** The upstream's snake_case body of a setup, manage or cost request. */
function valuesBody(values: BenefitValues, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    ...extra,
    ...(values.value === undefined ? {} : { value: values.value }),
    ...(values.partnerValue === undefined ? {} : { partner_value: values.partnerValue }),
    ...(values.answers === undefined ? {} : { answers: values.answers }),
  });
}

/** The upstream's value fields, by the names the SPA's form gives them. */
const VALUE_FIELD_NAMES = { value: 'value', partner_value: 'partnerValue' } as const;

/**
 * A value refused by the upstream (422 with `errors` by field), under the form's field names, so
 * the form shows the server's message under the field it is about (docs/decisions/045); null for
 * any other answer.
 */
async function valueFieldErrors(response: Response): Promise<Record<string, string> | null> {
  if (response.status !== 422) return null;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const fields = fieldErrorsOf(body, VALUE_FIELD_NAMES);
  return Object.keys(fields).length > 0 ? fields : null;
}

/** The refusal of a value, with the upstream's first message as the whole answer's. */
function valueRefusal(c: Context<AppEnv>, fields: Record<string, string>) {
  return fieldRefusal(c, fields, Object.values(fields)[0]);
}

/** The upstream's query for the overview's filters, with '?', or nothing when none is chosen. */
function upstreamFilterQuery(filters: BenefitsFilterQuery): string {
  const query = new URLSearchParams();
  if (filters.category) query.set('category', filters.category);
  if (filters.taxFlag) query.set('tax_flag', filters.taxFlag);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * A call the SPA may supersede (the live cost, a setup submitted again): the browser's abort of its
 * request aborts the upstream fetch too, instead of letting it finish unheard.
 */
function abortable(c: Context<AppEnv>, init: RequestInit): RequestInit {
  return { ...init, signal: c.req.raw.signal };
}

/**
 * Benefits and selections of the signed-in person (spec sections 2.2, 4 and 7). Ids in paths are
 * validated numbers; the person is always the session's, never the request's.
 */
export const benefitRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)

  /**
   * The overview: eligible benefits, the newest selection of each, and the probation notice. The
   * filters (docs/decisions/044) narrow the benefits; the upstream applies them.
   */
  .get('/', answers(benefitsOverviewSchema), validate('query', benefitsFilterQuerySchema), async (c) => {
    const eligiblePath = `/benefits/user/eligible${upstreamFilterQuery(c.req.valid('query'))}` as const;
    const [benefits, selections, onProbation] = await Promise.all([
      callAsUser(c, 'v2', eligiblePath).then((r) => readUpstream(r, upstreamBenefitListSchema)),
      callAsUser(c, 'v2', '/user/selections').then((r) => readUpstream(r, upstreamSelectionListSchema)),
      callAsUser(c, 'v2', '/user').then((r) => readUpstream(r, upstreamProbationSchema)),
    ]);
    return c.json<BenefitsOverview>({ benefits, selections, onProbation });
  })

  /** The choices of My benefits' filters: the upstream's filters call (spec section 7). */
  .get('/filters', answers(benefitFiltersSchema), async (c) => {
    const response = await callAsUser(c, 'v2', '/benefits/filters');
    return c.json<BenefitFilters>(await readUpstream(response, upstreamBenefitFiltersSchema));
  })

  /** The product page: the benefit with its selection, related FAQs and related benefits. */
  .get('/:benefitId', answers(benefitPageSchema), validate('param', benefitIdParamSchema), async (c) => {
    const { benefitId } = c.req.valid('param');
    const [page, faqs, related] = await Promise.all([
      callAsUser(c, 'v1', `/benefit/${benefitId}/with-selection`),
      callAsUser(c, 'v1', `/benefit/${benefitId}/related_FAQ`),
      callAsUser(c, 'v1', `/benefit/${benefitId}/related_benefits`),
    ]);
    if (page.status === 404) {
      return c.json(apiError(BENEFIT_TEXTS.missing, 'benefit_not_found'), 404);
    }
    const detail = await readUpstream(page, upstreamBenefitWithSelectionSchema, BENEFIT_TEXTS.loadFailed);
    const { benefit } = detail;
    // The voucher benefit's page shows the card-value data with it (decision 042): asked only for
    // that benefit, once its group is known, so no other product page waits for it.
    const cardValue =
      benefit.groupCode === VOUCHER_GROUP_CODE
        ? await callAsUser(c, 'v2', '/ccv/manage').then((r) =>
            readUpstream(r, upstreamCardValueSchema, BENEFIT_TEXTS.loadFailed),
          )
        : null;
    const body: BenefitPage = {
      ...detail,
      // The CMS's HTML, made safe once here (upstream/sanitise-html, decision 020).
      benefit: {
        ...benefit,
        description: await sanitiseHtml(benefit.description),
        terms: benefit.terms
          ? { ...benefit.terms, content: await sanitiseHtml(benefit.terms.content) }
          : null,
      },
      faqs: await readUpstream(faqs, upstreamFaqListSchema, BENEFIT_TEXTS.loadFailed),
      related: await readUpstream(related, upstreamBenefitListSchema, BENEFIT_TEXTS.loadFailed),
      cardValue,
    };
    return c.json(body);
  })

  /** The live cost of a cost-calculated benefit while the person types (spec 7, beam). */
  .post(
    '/:benefitId/cost',
    answers(benefitCostSchema),
    validate('param', benefitIdParamSchema),
    validate('json', benefitValuesSchema),
    async (c) => {
      const { benefitId } = c.req.valid('param');
      const init = { method: 'POST', body: valuesBody(c.req.valid('json'), { eeben_benefit_id: benefitId }) };
      const response = await callAsUser(c, 'v2', `/benefit/${benefitId}/cost`, abortable(c, init));
      const refused = await valueFieldErrors(response);
      if (refused) return valueRefusal(c, refused);
      return c.json(await readUpstream(response, upstreamCostSchema));
    },
  )

  /** A new selection: a first setup, or a reapply after an opt-out or a rejection. */
  .post(
    '/:benefitId/selection',
    answers(selectionSchema),
    validate('param', benefitIdParamSchema),
    validate('json', benefitValuesSchema),
    async (c) => {
      const { benefitId } = c.req.valid('param');
      const init = { method: 'POST', body: valuesBody(c.req.valid('json')) };
      const response = await callAsUser(c, 'v1', `/benefit/${benefitId}/selection`, abortable(c, init));
      const refused = await valueFieldErrors(response);
      if (refused) return valueRefusal(c, refused);
      return c.json(
        await readUpstream(response, upstreamSelectionSchemaMapped, BENEFIT_TEXTS.setupFailed),
        201,
      );
    },
  )

  /** Accepting a benefit's terms, remembered upstream for that version. */
  .post(
    '/:benefitId/terms/:termsId/accept',
    answers(termsAcceptedSchema),
    validate('param', termsParamSchema),
    async (c) => {
      const { benefitId, termsId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `/benefit/${benefitId}/terms/${termsId}/accept`, {
        method: 'POST',
      });
      return c.json(await readUpstream(response, upstreamTermsAcceptedSchema));
    },
  );

/** Changes to an existing selection: new values (manage) or an opt-out. */
export const selectionRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .patch(
    '/:selectionId',
    answers(selectionSchema),
    validate('param', selectionIdParamSchema),
    validate('json', benefitValuesSchema),
    async (c) => {
      const { selectionId } = c.req.valid('param');
      const init = { method: 'PATCH', body: valuesBody(c.req.valid('json')) };
      const response = await callAsUser(c, 'v1', `/selection/${selectionId}`, abortable(c, init));
      const refused = await valueFieldErrors(response);
      if (refused) return valueRefusal(c, refused);
      return c.json(await readUpstream(response, upstreamSelectionSchemaMapped, BENEFIT_TEXTS.setupFailed));
    },
  )
  .post(
    '/:selectionId/opt-out',
    answers(selectionSchema),
    validate('param', selectionIdParamSchema),
    async (c) => {
      const { selectionId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `/selection/${selectionId}`, {
        method: 'PATCH',
        body: JSON.stringify({ status: 'opted-out' }),
      });
      return c.json(await readUpstream(response, upstreamSelectionSchemaMapped));
    },
  )
  /**
   * The reset of spec section 7 (docs/decisions/046): a live selection's temporary selection (a
   * change saved but not in force yet) is dropped, back to the saved selection.
   */
  .post(
    '/:selectionId/reset',
    answers(selectionSchema),
    validate('param', selectionIdParamSchema),
    async (c) => {
      const { selectionId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `/selection/${selectionId}/reset`, { method: 'POST' });
      return c.json(await readUpstream(response, upstreamSelectionSchemaMapped, BENEFIT_TEXTS.setupFailed));
    },
  )
  /** Withdrawing a request awaiting approval (docs/decisions/017): the upstream removes it. */
  .delete(
    '/:selectionId',
    answers(selectionWithdrawnSchema),
    validate('param', selectionIdParamSchema),
    async (c) => {
      const { selectionId } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `/selection/${selectionId}`, { method: 'DELETE' });
      return c.json(await readUpstream(response, upstreamSelectionResetSchema, BENEFIT_TEXTS.setupFailed));
    },
  );

const groupCodeParamSchema = z.object({ groupCode: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/** Statements per benefit group (the statement panel): months with both contributions. */
export const statementRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get(
    '/:groupCode',
    answers(z.array(statementEntrySchema)),
    validate('param', groupCodeParamSchema),
    async (c) => {
      const { groupCode } = c.req.valid('param');
      const response = await callAsUser(c, 'v1', `/benefit-group/${groupCode}/contributions`);
      const entries = await readUpstream(response, upstreamStatementsSchema, BENEFIT_TEXTS.statementFailed);
      return c.json(
        entries.map((entry) => ({
          month: entry.month,
          year: entry.year,
          employee: entry.employeeContribution,
          employer: entry.employerContribution,
        })),
      );
    },
  );

/**
 * The voucher card (spec 3): its balance, what a voucher-only person comes for, and its card-value
 * data (the next voucher date, placed and saved orders; docs/decisions/042).
 */
export const voucherRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get('/balance', answers(voucherBalanceSchema), async (c) => {
    const response = await callAsUser(c, 'v2', '/ccv/balance');
    return c.json(await readUpstream(response, upstreamVoucherBalanceSchema));
  })
  .get('/card-value', answers(cardValueSchema), async (c) => {
    const response = await callAsUser(c, 'v2', '/ccv/manage');
    return c.json(await readUpstream(response, upstreamCardValueSchema, VOUCHER_TEXTS.failed));
  });
