import { env } from 'cloudflare:workers';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_HOLDER_ONLY_REFUSAL } from '#contract/act-as-rules';
import { MY_DATA_FILES } from '#contract/my-data-rules';
import { startBurstInOneWindow, timeoutForBurst, WORKER_BURST_MS } from '#fixtures/rate-limit-window.ts';
import { demoReceipts } from '#reference-api/seed/demo-claims.ts';
import { FIRST_GENERATED_CLAIM_ID } from '#reference-api/seed/generated-claims.ts';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { RATE_LIMITED_MESSAGE } from '../middleware/rate-limit';

const EMMA = 'emma.employee@acme.test';
let ipCounter = 0;
const nextIp = () => `198.18.58.${++ipCounter}`;

/**
 * One page of account activity in the shape the upstream's GET /v2/user/account-activity answers
 * (issue 32 plan), with an act-as session and its change, which no seeded account has: it shows how
 * the zip writes each kind of entry.
 */
const ACTIVITY_PAGE = {
  data: [
    {
      id: 'acted-as-1',
      type: 'acted_as',
      occurred_at: '2026-11-20T10:00:00.000Z',
      actor: { name: 'Sam Ito', role: 'support' },
      reason: 'Ticket 4821, "cannot see dental cover"',
      read_only: false,
      ended_at: '2026-11-20T10:12:00.000Z',
      changes: [{ action: 'PATCH /user', occurred_at: '2026-11-20T10:05:00.000Z' }],
    },
    {
      id: 'event-17',
      type: 'signed_in',
      occurred_at: '2026-11-19T08:00:00.000Z',
      method: 'password',
      device_id: 'a1b2c3',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    },
  ],
  meta: { page: 1, per_page: 50, total: 2 },
};

const isActivityCall = (request: Request) => new URL(request.url).pathname.endsWith('/user/account-activity');
const activityFixture = (request: Request) =>
  isActivityCall(request) ? Response.json(ACTIVITY_PAGE) : undefined;

async function signedIn(
  email: string,
  options: { tenant?: string; intercept?: typeof activityFixture } = {},
) {
  const portal = createTestPortal({ interceptUpstream: options.intercept ?? activityFixture });
  const client = createApiClient(portal, options.tenant ?? 'acme', { ip: nextIp() });
  expect((await client.login(email)).status).toBe(200);
  return { portal, client };
}

function exportMyData(client: ReturnType<typeof createApiClient>) {
  return client.call('/api/my-data/export', { method: 'POST', headers: { 'user-agent': 'Firefox/140.0' } });
}

async function unzipped(response: Response): Promise<Record<string, Uint8Array>> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

const json = (files: Record<string, Uint8Array>, name: string): unknown => {
  const bytes = files[name];
  if (!bytes) throw new Error(`${name} is not in the zip`);
  return JSON.parse(strFromU8(bytes));
};

/** A CSV file's lines as cells (no cell here holds a comma or a line break but the quoted ones). */
const csvLines = (files: Record<string, Uint8Array>, name: string): string[] =>
  strFromU8(files[name] ?? new Uint8Array())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

async function dataDownloads(userId: number): Promise<{ user_agent: string | null }[]> {
  const { results } = await env.REF_DB.prepare(
    "SELECT user_agent FROM account_events WHERE user_id = ?1 AND kind = 'data-downloaded' ORDER BY id",
  )
    .bind(userId)
    .all<{ user_agent: string | null }>();
  return results;
}

describe('POST /api/my-data/export', () => {
  it('streams Emma a zip of her profile, family, life events, selections, statements and claims, as JSON and CSV, with her receipt byte for byte', async () => {
    const { client } = await signedIn(EMMA);
    const response = await exportMyData(client);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const files = await unzipped(response);

    for (const name of MY_DATA_FILES) {
      expect(Object.keys(files)).toContain(`${name}.json`);
      expect(Object.keys(files)).toContain(`${name}.csv`);
    }
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('receipts/ holds each receipt');

    expect(json(files, 'profile.json')).toMatchObject({
      firstName: 'Emma',
      surname: 'Fielding',
      email: EMMA,
      phone: '07700 900123',
      addressLine1: '14 Harbour View',
      town: 'Bristol',
      postcode: 'BS8 4RE',
    });
    expect(csvLines(files, 'profile.csv')[1]).toContain('Emma,Fielding,emma.employee@acme.test');

    // Her removed former partner too: the page lists active members only, the copy holds them all.
    const family = json(files, 'family-members.json') as { firstName: string; active: boolean }[];
    expect(family.map((member) => [member.firstName, member.active]).sort()).toEqual([
      ['Daniel', false],
      ['Isla', true],
      ['James', true],
    ]);
    expect(csvLines(files, 'family-members.csv')).toHaveLength(family.length + 1);

    const lifeEvents = json(files, 'life-events.json') as unknown[];
    expect(csvLines(files, 'life-events.csv')).toHaveLength(lifeEvents.length + 1);

    const selections = json(files, 'selections.json') as { benefitName: string; status: string }[];
    expect(selections.map((s) => [s.benefitName, s.status])).toEqual(
      expect.arrayContaining([
        ['Dental Cover', 'live'],
        ['Cycle to Work', 'awaiting-approval'],
        ['Gym Membership', 'opted-out'],
      ]),
    );
    expect(csvLines(files, 'selections.csv')[0]).toMatch(/^id,benefitId,benefitName,status,statusLabel,/);

    const statements = json(files, 'statements.json') as {
      groupCode: string;
      employeeContribution: number;
    }[];
    expect(statements.some((line) => line.groupCode === 'dental' && line.employeeContribution > 0)).toBe(
      true,
    );
    expect(csvLines(files, 'statements.csv')).toHaveLength(statements.length + 1);

    const receipt = demoReceipts[0];
    expect(json(files, 'claims.json')).toEqual([
      {
        id: 7101,
        benefitId: 5202,
        benefitName: 'Dental Cover',
        amount: 45,
        description: 'Check-up and scale and polish',
        receiptName: 'brightsmile-receipt-2026-03-14.pdf',
        receiptSize: receipt?.bytes.byteLength,
        receiptType: 'application/pdf',
        createdAt: '2026-03-16T19:42:00.000Z',
        receiptFile: 'receipts/7101-brightsmile-receipt-2026-03-14.pdf',
      },
    ]);
    expect(files['receipts/7101-brightsmile-receipt-2026-03-14.pdf']).toEqual(receipt?.bytes);
  });

  it('writes each kind of account activity entry the upstream gives, as JSON and as CSV', async () => {
    const { client } = await signedIn('tara.terms@acme.test');
    const files = await unzipped(await exportMyData(client));
    // The entries as the person's account activity shows them (GET /api/account/activity).
    expect(json(files, 'account-activity.json')).toEqual([
      {
        id: 'acted-as-1',
        type: 'acted-as',
        occurredAt: '2026-11-20T10:00:00.000Z',
        actor: { name: 'Sam Ito', role: 'support' },
        reason: 'Ticket 4821, "cannot see dental cover"',
        readOnly: false,
        endedAt: '2026-11-20T10:12:00.000Z',
        changes: [{ action: 'PATCH /user', occurredAt: '2026-11-20T10:05:00.000Z' }],
      },
      {
        id: 'event-17',
        type: 'signed-in',
        occurredAt: '2026-11-19T08:00:00.000Z',
        method: 'password',
        device: { id: 'a1b2c3', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' },
      },
    ]);
    expect(csvLines(files, 'account-activity.csv')).toEqual([
      'id,type,occurredAt,method,deviceId,userAgent,actorName,actorRole,reason,readOnly,endedAt,changes',
      'acted-as-1,acted-as,2026-11-20T10:00:00.000Z,,,,Sam Ito,support,"Ticket 4821, ""cannot see dental cover""",false,2026-11-20T10:12:00.000Z,PATCH /user at 2026-11-20T10:05:00.000Z',
      'event-17,signed-in,2026-11-19T08:00:00.000Z,password,a1b2c3,Mozilla/5.0 (X11; Linux x86_64) Chrome/140,,,,,,',
    ]);
  });

  it('records the download upstream with the browser’s user agent', async () => {
    const { client } = await signedIn('piotr.probation@acme.test');
    const piotr = await env.REF_DB.prepare(
      "SELECT id FROM users WHERE email = 'piotr.probation@acme.test'",
    ).first<{
      id: number;
    }>();
    const before = await dataDownloads(piotr?.id ?? 0);
    await unzipped(await exportMyData(client));
    expect(await dataDownloads(piotr?.id ?? 0)).toEqual([...before, { user_agent: 'Firefox/140.0' }]);
  });

  it('puts the download in the person’s account activity: the next zip lists the first (real upstream activity)', async () => {
    const { client } = await signedIn('alex.admin@acme.test', { intercept: () => undefined });
    await unzipped(await exportMyData(client));
    const files = await unzipped(await exportMyData(client));
    const activity = json(files, 'account-activity.json') as {
      type: string;
      device?: { userAgent: string | null };
    }[];
    expect(activity.filter((entry) => entry.type === 'data-downloaded')).toEqual([
      expect.objectContaining({
        type: 'data-downloaded',
        device: expect.objectContaining({ userAgent: 'Firefox/140.0' }),
      }),
    ]);
  });

  it('leaves out a receipt the upstream never stored, and its claim says so', async () => {
    const fiona = await env.REF_DB.prepare(
      "SELECT id FROM users WHERE email = 'fiona.first@acme.test'",
    ).first<{
      id: number;
    }>();
    await env.REF_DB.prepare('UPDATE claims SET user_id = ?1 WHERE id = ?2')
      .bind(fiona?.id ?? 0, FIRST_GENERATED_CLAIM_ID)
      .run();
    const { client } = await signedIn('fiona.first@acme.test');
    const files = await unzipped(await exportMyData(client));
    const claims = json(files, 'claims.json') as { id: number; receiptFile: string | null }[];
    expect(claims).toEqual([expect.objectContaining({ id: FIRST_GENERATED_CLAIM_ID, receiptFile: null })]);
    expect(Object.keys(files).filter((name) => name.startsWith('receipts/'))).toEqual([]);
    expect(csvLines(files, 'claims.csv')[1]).toMatch(/,$/);
  });

  it('ends the zip unfinished when a receipt cannot be read, so no part passes for the whole', async () => {
    const piotr = await env.REF_DB.prepare(
      "SELECT id FROM users WHERE email = 'piotr.probation@acme.test'",
    ).first<{
      id: number;
    }>();
    const { last_row_id: claimId } = (
      await env.REF_DB.prepare(
        `INSERT INTO claims (user_id, benefit_id, amount, description, receipt_key, receipt_name, receipt_type,
           receipt_size, created_at)
         SELECT ?1, benefit_id, amount, description, 'receipts/test-' || hex(randomblob(8)), receipt_name, receipt_type, receipt_size, created_at
         FROM claims WHERE id = 7101`,
      )
        .bind(piotr?.id ?? 0)
        .run()
    ).meta;
    const receiptDown = (request: Request) =>
      new URL(request.url).pathname.endsWith(`/claims/${claimId}/receipt`)
        ? new Response('<h1>503</h1>', { status: 503, headers: { 'content-type': 'text/html' } })
        : activityFixture(request);
    const { client } = await signedIn('piotr.probation@acme.test', { intercept: receiptDown });
    await expect(exportMyData(client)).rejects.toThrow();
  });

  it('answers a failed read with the one error shape before any zip, recording nothing', async () => {
    const familyDown = (request: Request) =>
      new URL(request.url).pathname.endsWith('/user/family')
        ? new Response('<h1>503</h1>', { status: 503, headers: { 'content-type': 'text/html' } })
        : activityFixture(request);
    const { client } = await signedIn(EMMA, { intercept: familyDown });
    const before = await dataDownloads(1001);
    const response = await exportMyData(client);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: { code: 'upstream_error' } });
    expect(await dataDownloads(1001)).toEqual(before);
  });

  it('refuses someone acting as the person, with no upstream call', async () => {
    const dev = createTestPortal({ development: true });
    const mint = await dev.fetch('http://localhost/__dev/masquerade-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Changes allowed: even then, only the person may take a copy of their data.
      body: JSON.stringify({ email: EMMA, schemeYear: 2026, readOnly: false }),
    });
    const { url } = (await mint.json()) as { url: string };
    const token = decodeURIComponent(/\/sso-login\/([^/]+)\/\d{4}$/.exec(new URL(url).pathname)?.[1] ?? '');
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: nextIp() });
    expect(
      (await client.call('/api/auth/sso', { method: 'POST', body: { token, schemeYear: 2026 } })).status,
    ).toBe(200);
    const callsBefore = portal.upstreamCalls.length;
    const response = await exportMyData(client);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { message: ACCOUNT_HOLDER_ONLY_REFUSAL.message, code: ACCOUNT_HOLDER_ONLY_REFUSAL.code },
    });
    expect(portal.upstreamCalls.slice(callsBefore)).toEqual([]);
  });

  it('needs someone signed in', async () => {
    const client = createApiClient(createTestPortal(), 'acme', { ip: nextIp() });
    expect((await exportMyData(client)).status).toBe(401);
  });

  it(
    'lets a person download twice a minute and refuses the third, recording only the two',
    async () => {
      const { client } = await signedIn('demo.employee@c8.test', { tenant: 'localhost' });
      const dana = await env.REF_DB.prepare(
        "SELECT id FROM users WHERE email = 'demo.employee@c8.test'",
      ).first<{
        id: number;
      }>();
      await startBurstInOneWindow(WORKER_BURST_MS);
      const before = (await dataDownloads(dana?.id ?? 0)).length;
      expect((await exportMyData(client)).status).toBe(200);
      expect((await exportMyData(client)).status).toBe(200);
      const third = await exportMyData(client);
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ error: { message: RATE_LIMITED_MESSAGE, code: 'rate_limited' } });
      expect((await dataDownloads(dana?.id ?? 0)).length).toBe(before + 2);
    },
    timeoutForBurst(WORKER_BURST_MS),
  );
});
