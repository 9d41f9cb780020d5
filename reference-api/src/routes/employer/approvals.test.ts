import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getJson } from '#support/reference-api/benefit-helpers.ts';
import {
  callAs,
  masqueradeHeaders,
  mintDevMasqueradeLink,
  signOnWith,
} from '#support/reference-api/masquerade-helpers.ts';
import { getWithToken, sendJson, signIn } from '#support/reference-api/session-helpers.ts';
import { SELECTION_IDS } from '../../seed/benefit-selections.ts';
import { GENERATED_PENDING } from '../../seed/generated-employees.ts';
import type { DecisionBody, PendingBenefitBody, PendingSelectionsBody } from './approvals.ts';

const PENDING = '/v2/scheme/selections/pending/';
const CYCLE = `/v2/scheme/selections/${GENERATED_PENDING.cycleToWork.benefitId}/pending/`;
const STATUS = '/v2/scheme/selections/status/';
const FIRST_GENERATED_CYCLE = GENERATED_PENDING.cycleToWork.firstSelectionId;

async function alexToken(): Promise<string> {
  return (await signIn('alex.admin@acme.test')).access_token;
}

type StoredDecision = { status: string; decided_by: number | null; decided_at: string | null };

async function storedDecision(selectionId: number): Promise<StoredDecision | null> {
  return env.REF_DB.prepare('SELECT status, decided_by, decided_at FROM selections WHERE id = ?1')
    .bind(selectionId)
    .first<StoredDecision>();
}

describe('GET /v2/scheme/selections/pending/', () => {
  it("lists acme's benefits with selections awaiting approval and their counts", async () => {
    const benefits = await getJson<PendingBenefitBody[]>(PENDING, await alexToken());
    expect(benefits).toEqual([
      { benefit_id: 5204, benefit_name: 'Cycle to Work', count: 9 },
      { benefit_id: 5210, benefit_name: 'Buy Annual Leave', count: 6 },
    ]);
  });
});

describe('GET /v2/scheme/selections/{benefitId}/pending/', () => {
  it('gives each awaiting selection with its employee, order value and dynamic fields', async () => {
    const body = await getJson<PendingSelectionsBody>(CYCLE, await alexToken());
    expect(body).toMatchObject({
      benefit_id: 5204,
      benefit_name: 'Cycle to Work',
      columns: ['Email', 'Requested on', 'Start date'],
    });
    expect(body.selections).toHaveLength(9);
    expect(body.selections).toContainEqual({
      selection_id: SELECTION_IDS.emmaCycleToWork,
      employee_name: 'Emma Fielding',
      order_value: 1200,
      fields: { Email: 'emma.employee@acme.test', 'Requested on': '2026-11-18', 'Start date': '2026-11-18' },
    });
  });

  it("answers 404 for another client's benefit or none", async () => {
    const token = await alexToken();
    expect((await getWithToken('/v2/scheme/selections/5303/pending/', token)).status).toBe(404);
    expect((await getWithToken('/v2/scheme/selections/abc/pending/', token)).status).toBe(404);
  });
});

describe('PATCH /v2/scheme/selections/status/', () => {
  it('approves two selections: they leave the list, Emma sees hers live, and Alex is recorded', async () => {
    const token = await alexToken();
    const ids = [SELECTION_IDS.emmaCycleToWork, FIRST_GENERATED_CYCLE];
    const response = await sendJson('PATCH', STATUS, { selection_ids: ids, approval: true }, token);
    expect(response.status).toBe(200);
    const body = await response.json<DecisionBody>();
    expect(body).toMatchObject({ selection_ids: ids, status: 'live', decided_by: 1002 });

    for (const id of ids) {
      expect(await storedDecision(id)).toEqual({
        status: 'live',
        decided_by: 1002,
        decided_at: body.decided_at,
      });
    }
    const remaining = await getJson<PendingSelectionsBody>(CYCLE, token);
    expect(remaining.selections.map((row) => row.selection_id)).not.toContain(ids[0]);
    expect(remaining.selections).toHaveLength(7);

    const emma = (await signIn('emma.employee@acme.test')).access_token;
    const selections = await getJson<{ selection_id: number; status: string }[]>('/v2/user/selections', emma);
    expect(selections.find((row) => row.selection_id === SELECTION_IDS.emmaCycleToWork)?.status).toBe('live');

    // The same decision again changes nothing: those selections are no longer awaiting approval.
    const again = await sendJson('PATCH', STATUS, { selection_ids: ids, approval: true }, token);
    expect(again.status).toBe(409);
  });

  it('rejects selections, recorded the same way', async () => {
    const token = await alexToken();
    const id = FIRST_GENERATED_CYCLE + 1;
    const response = await sendJson('PATCH', STATUS, { selection_ids: [id], approval: false }, token);
    expect(response.status).toBe(200);
    expect(await storedDecision(id)).toMatchObject({ status: 'rejected', decided_by: 1002 });
  });

  it('changes nothing when any id is not an awaiting selection of the client', async () => {
    const token = await alexToken();
    const mixed = [FIRST_GENERATED_CYCLE + 2, SELECTION_IDS.emmaDental];
    expect((await sendJson('PATCH', STATUS, { selection_ids: mixed, approval: true }, token)).status).toBe(
      409,
    );
    expect(await storedDecision(FIRST_GENERATED_CYCLE + 2)).toMatchObject({ status: 'awaiting-approval' });
    expect((await sendJson('PATCH', STATUS, { selection_ids: [], approval: true }, token)).status).toBe(422);

    const gus = (await signIn('gus.admin@globex.test')).access_token;
    const foreign = await sendJson(
      'PATCH',
      STATUS,
      { selection_ids: [FIRST_GENERATED_CYCLE + 3], approval: true },
      gus,
    );
    expect(foreign.status).toBe(409);
    expect(await storedDecision(FIRST_GENERATED_CYCLE + 3)).toMatchObject({ decided_by: null });
  });
});

describe('who may see and decide approvals', () => {
  it('refuses employees and leavers every approvals call', async () => {
    for (const email of ['emma.employee@acme.test', 'liam.leaver@acme.test']) {
      const { access_token } = await signIn(email);
      expect((await getWithToken(PENDING, access_token)).status, email).toBe(403);
      expect((await getWithToken(CYCLE, access_token)).status, email).toBe(403);
      const decide = await sendJson(
        'PATCH',
        STATUS,
        { selection_ids: [FIRST_GENERATED_CYCLE], approval: true },
        access_token,
      );
      expect(decide.status, email).toBe(403);
    }
  });

  it('lets support acting as Alex read the approvals but not decide', async () => {
    const session = await signOnWith(await mintDevMasqueradeLink('alex.admin@acme.test'));
    const headers = masqueradeHeaders(1002);
    expect((await callAs(session.access_token, PENDING, { headers })).status).toBe(200);
    const decide = await callAs(session.access_token, STATUS, {
      method: 'PATCH',
      body: { selection_ids: [FIRST_GENERATED_CYCLE + 4], approval: true },
      headers,
    });
    expect(decide.status).toBe(403);
    expect(await storedDecision(FIRST_GENERATED_CYCLE + 4)).toMatchObject({ status: 'awaiting-approval' });
  });
});

describe("an approver (spec 6; docs/decisions/075): Abby, acme's", () => {
  const ABBY = 'abby.approver@acme.test';
  const LEAVE = `/v2/scheme/selections/${GENERATED_PENDING.buyAnnualLeave.benefitId}/pending/`;
  const FIRST_GENERATED_LEAVE = GENERATED_PENDING.buyAnnualLeave.firstSelectionId;

  it('lists the pending selections and decides them, recorded in the trail as an administrator’s decision is', async () => {
    const token = (await signIn(ABBY)).access_token;
    expect((await getWithToken(PENDING, token)).status).toBe(200);
    const leave = await getJson<PendingSelectionsBody>(LEAVE, token);
    expect(leave.benefit_name).toBe('Buy Annual Leave');
    const id = FIRST_GENERATED_LEAVE + 3;
    const decided = await sendJson('PATCH', STATUS, { selection_ids: [id], approval: true }, token);
    expect(decided.status).toBe(200);
    expect(await storedDecision(id)).toMatchObject({ status: 'live', decided_by: 1012 });
    // Alex reads Abby's decision in the client's audit trail.
    const trail = await getJson<{ data: { action: string; actor: { email: string } | null }[] }>(
      `/v2/client/2/audit-events?action=selection-approved&person=${encodeURIComponent(ABBY)}`,
      await alexToken(),
    );
    expect(trail.data).toContainEqual(
      expect.objectContaining({
        action: 'selection-approved',
        actor: expect.objectContaining({ email: ABBY }),
      }),
    );
  });

  it('is refused every other administration call, and any other client’s approvals', async () => {
    const token = (await signIn(ABBY)).access_token;
    for (const path of [
      '/v2/client/2/employees',
      '/v2/client/2/audit-events',
      '/v2/client/2/employee-insights',
      '/v1/client/2/reports',
      '/v1/client/2/benefit-takeup',
    ]) {
      expect((await getWithToken(path, token)).status, path).toBe(403);
    }
    // Her own client's approvals only: she lists what Alex lists.
    expect(await getJson<PendingBenefitBody[]>(PENDING, token)).toEqual(
      await getJson<PendingBenefitBody[]>(PENDING, await alexToken()),
    );
  });

  it('gives anyone acting as the approver no approvals at all', async () => {
    const session = await signOnWith(await mintDevMasqueradeLink(ABBY));
    const headers = masqueradeHeaders(1012);
    expect((await callAs(session.access_token, PENDING, { headers })).status).toBe(403);
  });
});
