import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_TEXTS, RECEIPT_MAX_BYTES } from '#contract/claim-rules';
import type { Claim } from '#contract/claims';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/csrf';
import { json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { makePage, makeSelection } from '#support/web/benefit-fixtures.ts';
import { Component as BenefitPage } from '../routes/benefit-page';

/**
 * A stand-in for XMLHttpRequest: records what the panel sends, reports progress, and answers as the
 * test says once the test lets it.
 */
class FakeUpload {
  static sent: FakeUpload[] = [];
  static answer: { status: number; body: unknown } = { status: 201, body: {} };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private listeners = new Map<string, (() => void)[]>();
  private uploadListeners: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[] =
    [];
  upload = {
    addEventListener: (
      _type: string,
      listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void,
    ) => {
      this.uploadListeners.push(listener);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) listener({ lengthComputable: true, loaded, total });
  }
  finish() {
    this.status = FakeUpload.answer.status;
    this.responseText = JSON.stringify(FakeUpload.answer.body);
    for (const listener of this.listeners.get('load') ?? []) listener();
  }
}

const CLAIM: Claim = {
  id: 1,
  benefitId: 7,
  amount: 42.5,
  description: 'Check-up',
  receiptName: 'receipt.png',
  receiptSize: 8,
  createdAt: '2026-03-14T10:00:00.000Z',
};

function renderPage(claims: () => Claim[]) {
  stubApi({
    'GET /api/benefits/7': json(makePage({ selection: makeSelection() })),
    'GET /api/benefits/7/claims': () => json(claims()),
  });
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  const view = renderRoutes([{ path: '/app/my-benefits/:benefitId', Component: BenefitPage }], {
    path: '/app/my-benefits/7',
    session: makeSession(),
  });
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

const png = (bytes = 8) => new File([new Uint8Array(bytes)], 'receipt.png', { type: 'image/png' });

afterEach(() => {
  FakeUpload.sent = [];
  vi.unstubAllGlobals();
});

describe('the make-a-claim panel', () => {
  it('uploads the claim with its progress shown, then closes and lists it', async () => {
    let claims: Claim[] = [];
    const { user } = renderPage(() => claims);
    expect(await screen.findByText(CLAIM_TEXTS.noClaims)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CLAIM_TEXTS.open }));
    const panel = await screen.findByRole('dialog', { name: CLAIM_TEXTS.title });

    await user.type(within(panel).getByLabelText(CLAIM_TEXTS.amount), '42.50');
    await user.type(within(panel).getByLabelText(CLAIM_TEXTS.description), 'Check-up');
    await user.upload(within(panel).getByLabelText(CLAIM_TEXTS.receipt), png());
    await user.click(within(panel).getByRole('button', { name: CLAIM_TEXTS.submit }));

    const [request] = FakeUpload.sent;
    expect(request).toBeDefined();
    if (!request) return;
    expect([request.method, request.url]).toEqual(['POST', '/api/benefits/7/claims']);
    expect(request.headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
    expect(request.body?.get('amount')).toBe('42.50');
    expect(request.body?.get('description')).toBe('Check-up');
    const sentReceipt = request.body?.get('receipt');
    expect(sentReceipt instanceof File ? sentReceipt.name : null).toBe('receipt.png');

    request.progress(50, 100);
    const progress = await within(panel).findByRole('progressbar', { name: CLAIM_TEXTS.uploading });
    await waitFor(() => expect(progress).toHaveAttribute('value', '50'));

    claims = [CLAIM];
    FakeUpload.answer = { status: 201, body: CLAIM };
    request.finish();
    expect(await screen.findByText(CLAIM_TEXTS.sent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = screen.getByRole('region', { name: CLAIM_TEXTS.listHeading });
    const rows = await within(list).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateAmountReceipt',
      '14 March 2026£42.50receipt.png',
    ]);
  });

  it('refuses a receipt of the wrong type or over 5 MB before uploading, keeping what was typed', async () => {
    const { user } = renderPage(() => []);
    await user.click(await screen.findByRole('button', { name: CLAIM_TEXTS.open }));
    const panel = await screen.findByRole('dialog', { name: CLAIM_TEXTS.title });
    const amount = within(panel).getByLabelText(CLAIM_TEXTS.amount);
    await user.type(amount, '12');
    await user.type(within(panel).getByLabelText(CLAIM_TEXTS.description), 'Glasses');
    const receipt = within(panel).getByLabelText(CLAIM_TEXTS.receipt);

    await user.upload(receipt, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(within(panel).getByRole('button', { name: CLAIM_TEXTS.submit }));
    expect(within(panel).getByText(CLAIM_TEXTS.wrongType)).toBeInTheDocument();
    expect(receipt).toHaveAttribute('aria-invalid', 'true');

    await user.upload(
      receipt,
      new File([new Uint8Array(RECEIPT_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(panel).getByRole('button', { name: CLAIM_TEXTS.submit }));
    expect(within(panel).getByText(CLAIM_TEXTS.tooLarge)).toBeInTheDocument();

    expect(FakeUpload.sent).toEqual([]);
    expect((amount as HTMLInputElement).value).toBe('12');
  });

  it('shows the Worker’s refusal and keeps the form as it was', async () => {
    const { user } = renderPage(() => []);
    await user.click(await screen.findByRole('button', { name: CLAIM_TEXTS.open }));
    const panel = await screen.findByRole('dialog', { name: CLAIM_TEXTS.title });
    await user.type(within(panel).getByLabelText(CLAIM_TEXTS.amount), '12');
    await user.type(within(panel).getByLabelText(CLAIM_TEXTS.description), 'Glasses');
    await user.upload(within(panel).getByLabelText(CLAIM_TEXTS.receipt), png());
    await user.click(within(panel).getByRole('button', { name: CLAIM_TEXTS.submit }));

    FakeUpload.answer = {
      status: 413,
      body: { error: { message: CLAIM_TEXTS.tooLarge, code: 'too_large' } },
    };
    FakeUpload.sent[0]?.finish();
    expect(await within(panel).findByText(CLAIM_TEXTS.tooLarge)).toBeInTheDocument();
    expect((within(panel).getByLabelText(CLAIM_TEXTS.amount) as HTMLInputElement).value).toBe('12');
    expect((within(panel).getByLabelText(CLAIM_TEXTS.description) as HTMLTextAreaElement).value).toBe(
      'Glasses',
    );
  });

  it('offers claims only on a live selection', async () => {
    stubApi({
      'GET /api/benefits/7': json(
        makePage({
          selection: makeSelection({ status: 'awaiting-approval', statusLabel: 'Awaiting approval' }),
        }),
      ),
    });
    renderRoutes([{ path: '/app/my-benefits/:benefitId', Component: BenefitPage }], {
      path: '/app/my-benefits/7',
      session: makeSession(),
    });
    await screen.findByRole('button', { name: 'Withdraw request' });
    expect(screen.queryByRole('button', { name: CLAIM_TEXTS.open })).not.toBeInTheDocument();
  });
});
