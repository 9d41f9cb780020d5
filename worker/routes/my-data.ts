import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AccountActivityEntry } from '#contract/account-activity';
import { MY_DATA_ERROR_CODES, MY_DATA_TEXTS, myDataFileName } from '#contract/my-data-rules';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { browserUserAgent } from '../http/browser-user-agent';
import { logError } from '../http/log';
import { createZipStream, type ZipStream } from '../http/zip-stream';
import { enforceRateLimit } from '../middleware/rate-limit';
import { requireSignedIn } from '../middleware/session';
import { toAccountActivity, upstreamAccountActivitySchema } from '../upstream/account-activity-responses';
import { callAsUser, currentAccessToken } from '../upstream/authorized-calls';
import {
  upstreamBenefitListSchema,
  upstreamSelectionListSchema,
  upstreamStatementsSchema,
} from '../upstream/benefit-responses';
import { upstreamLifeEventsSchema } from '../upstream/life-event-responses';
import {
  type ExportClaim,
  upstreamAllFamilyMembersSchema,
  upstreamDataDownloadSchema,
  upstreamExportClaimListSchema,
  upstreamExportProfileSchema,
} from '../upstream/my-data-responses';
import { UpstreamError } from '../upstream/upstream-client';
import { readUpstream } from '../upstream/upstream-json';
import {
  claimFiles,
  dataFiles,
  type ExportClaimWithReceipt,
  type ExportSelection,
  type ExportStatementLine,
  type MyData,
  readme,
  receiptPath,
} from './my-data-files';

/** Account activity is read a page at a time; this many pages at most (the retention bounds it anyway). */
const ACTIVITY_PER_PAGE = 50;
const ACTIVITY_MAX_PAGES = 40;

type Ctx = Context<AppEnv>;

async function allAccountActivity(c: Ctx): Promise<AccountActivityEntry[]> {
  const entries: AccountActivityEntry[] = [];
  for (let page = 1; page <= ACTIVITY_MAX_PAGES; page++) {
    const answer = toAccountActivity(
      await readUpstream(
        await callAsUser(c, 'v2', `/user/account-activity?page=${page}&per_page=${ACTIVITY_PER_PAGE}`),
        upstreamAccountActivitySchema,
      ),
    );
    entries.push(...answer.entries);
    if (answer.entries.length === 0 || entries.length >= answer.total) break;
  }
  return entries;
}

/**
 * Everything but the receipts' bytes, read before the zip starts: a failed read is answered as the
 * one error shape (and nothing is recorded), not as a zip cut short.
 */
async function gatherMyData(
  c: Ctx,
): Promise<{ data: MyData; claims: ExportClaim[]; benefitNames: Map<number, string> }> {
  const [profile, family, lifeEvents, selections, benefits, claims, accountActivity] = await Promise.all([
    callAsUser(c, 'v2', '/user').then((r) => readUpstream(r, upstreamExportProfileSchema)),
    callAsUser(c, 'v2', '/user/family').then((r) => readUpstream(r, upstreamAllFamilyMembersSchema)),
    callAsUser(c, 'v2', '/client/life-events').then((r) => readUpstream(r, upstreamLifeEventsSchema)),
    callAsUser(c, 'v2', '/user/selections').then((r) => readUpstream(r, upstreamSelectionListSchema)),
    callAsUser(c, 'v2', '/benefits/user/eligible').then((r) => readUpstream(r, upstreamBenefitListSchema)),
    callAsUser(c, 'v1', '/claims').then((r) => readUpstream(r, upstreamExportClaimListSchema)),
    allAccountActivity(c),
  ]);
  const benefitNames = new Map(benefits.map((benefit) => [benefit.id, benefit.name]));
  const groupOf = new Map(benefits.map((benefit) => [benefit.id, benefit.groupCode]));
  // Statements come by benefit group: the groups of the benefits the person has a selection of.
  const groups = new Map<string, string[]>();
  for (const selection of selections) {
    const group = groupOf.get(selection.benefitId);
    if (group === undefined) continue;
    groups.set(group, [...(groups.get(group) ?? []), benefitNames.get(selection.benefitId) ?? '']);
  }
  const statements = (
    await Promise.all(
      [...groups].map(async ([groupCode, names]): Promise<ExportStatementLine[]> => {
        const response = await callAsUser(
          c,
          'v1',
          `/benefit-group/${encodeURIComponent(groupCode)}/contributions`,
        );
        const lines = await readUpstream(response, upstreamStatementsSchema);
        return lines.map((line) => ({ groupCode, benefitNames: names, ...line }));
      }),
    )
  ).flat();
  return {
    data: {
      profile,
      familyMembers: family.map(({ gender, ...member }) => ({
        ...member,
        gender: gender === 1 ? 'female' : 'male',
      })),
      lifeEvents,
      selections: selections.map(
        (selection): ExportSelection => ({
          id: selection.id,
          benefitId: selection.benefitId,
          benefitName: benefitNames.get(selection.benefitId) ?? null,
          status: selection.status,
          statusLabel: selection.statusLabel,
          value: selection.value,
          partnerValue: selection.partnerValue,
          monthlyCost: selection.monthlyCost,
          employerMonthlyCost: selection.employerMonthlyCost,
          peopleCovered: selection.peopleCovered,
          planDetails: selection.planDetails,
          startDate: selection.startDate,
          endDate: selection.endDate,
          pendingChange: selection.temporarySelection,
        }),
      ),
      statements,
      accountActivity,
    },
    claims,
    benefitNames,
  };
}

/**
 * The zip's entries, written as the browser takes them: the README and the data files, then each
 * stored receipt streamed from the upstream byte for byte, then the claims naming their receipts.
 * A receipt the upstream does not hold (404) is left out and its claim says so; any other failure
 * ends the zip unfinished, so the browser's download fails instead of passing a part for the whole.
 */
async function writeZip(
  zip: ZipStream,
  c: Ctx,
  gathered: Awaited<ReturnType<typeof gatherMyData>>,
  exportedAt: string,
  accessToken: string,
): Promise<void> {
  for (const file of [readme(exportedAt), ...dataFiles(gathered.data)])
    await zip.addText(file.name, file.text);
  const claims: ExportClaimWithReceipt[] = [];
  for (const claim of gathered.claims) {
    // After the route has answered the session cannot change (no cookie can be set): the token was
    // made fresh before, and is sent as it is.
    const response = await c.var.upstream.send('v1', `/claims/${claim.id}/receipt`, {
      headers: { authorization: `Bearer ${accessToken}`, 'x-bearer-token': accessToken, accept: '*/*' },
    });
    let receiptFile: string | null = null;
    if (response.status === 200 && response.body) {
      receiptFile = receiptPath(claim);
      await zip.addStream(receiptFile, response.body);
    } else if (response.status === 404) {
      await response.body?.cancel();
    } else {
      throw new UpstreamError(502, apiError(MY_DATA_TEXTS.failed, MY_DATA_ERROR_CODES.failed));
    }
    claims.push({ ...claim, benefitName: gathered.benefitNames.get(claim.benefitId) ?? null, receiptFile });
  }
  for (const file of claimFiles(claims)) await zip.addText(file.name, file.text);
  zip.end();
}

/**
 * "Download my data" (issue 32 item 6, docs/decisions/058): a zip of what the portal holds about the
 * signed-in person, streamed as it is made. Only the person themselves (an act-as session is
 * refused by the account-holder guard, decision 065), two a minute per person, and each download
 * is recorded upstream for their activity.
 */
export const myDataRoutes = new Hono<AppEnv>().use(requireSignedIn).post('/export', async (c) => {
  const session = c.var.session.require();
  const limited = await enforceRateLimit(c, c.env.MY_DATA_RATE_LIMITER, [String(session.userId)]);
  if (limited) return limited;

  const gathered = await gatherMyData(c);
  const userAgent = browserUserAgent(c);
  await readUpstream(
    await callAsUser(c, 'v2', '/user/data-downloads', {
      method: 'POST',
      body: JSON.stringify({ user_agent: userAgent }),
    }),
    upstreamDataDownloadSchema,
  );
  const accessToken = await currentAccessToken(c);

  const now = c.var.deps.now();
  const zip = createZipStream(new Date(now));
  const writing = writeZip(zip, c, gathered, new Date(now).toISOString(), accessToken).catch(
    (error: unknown) => {
      logError('data_export_failed', error, c.get('requestId') ?? null, { route: c.req.routePath });
      zip.abort(error);
    },
  );
  c.executionCtx.waitUntil(writing);
  return new Response(zip.readable, {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${myDataFileName(now)}"`,
      'cache-control': 'no-store',
    },
  });
});
