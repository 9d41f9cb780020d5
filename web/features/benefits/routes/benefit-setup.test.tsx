import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOTAL_BENEFITS_SUMMARY_QUERY_KEY } from '#contract/total-benefits-rules';
import { apiError, json, LocationProbe, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { makeDetail, makePage, makeSelection } from '#support/web/benefit-fixtures.ts';
import { Component as BenefitSetup } from './benefit-setup';

function renderSetup(path = '/app/my-benefits/7/setup') {
  const view = renderRoutes(
    [
      { path: '/app/my-benefits/:benefitId/setup/*', Component: BenefitSetup },
      { path: '/app/my-benefits/:benefitId/manage', Component: BenefitSetup },
      // Where the page goes next (the product page), a client navigation in the one route tree.
      { path: '*', Component: LocationProbe },
    ],
    { path, session: makeSession() },
  );
  return { ...view, user: userEvent.setup() };
}

const coverField = () => screen.getByRole('textbox', { name: 'Cover amount (£)' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('benefit setup', () => {
  it('refuses a value outside the limits with the spec text, and prices a valid one', async () => {
    const costs: unknown[] = [];
    stubApi({
      'GET /api/benefits/7': json(makePage()),
      'POST /api/benefits/7/cost': ({ body }) => {
        costs.push(body);
        return json({
          monthlyCost: 12.6,
          employerMonthlyCost: 4.5,
          valueLimits: null,
          partnerValueLimits: null,
        });
      },
    });
    const { user } = renderSetup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up Life Assurance' }),
    ).toBeInTheDocument();

    await user.type(coverField(), '900000');
    await user.tab();
    expect(await screen.findByText('Please enter a value between 10000 and 500000')).toBeInTheDocument();
    expect(costs).toEqual([]);

    await user.clear(coverField());
    await user.type(coverField(), '150000');
    expect(await screen.findByText('Your monthly cost: £12.60')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a value between 10000 and 500000')).not.toBeInTheDocument();
    // Debounced: the keystrokes of one value make one request, for the whole value.
    expect(costs).toEqual([{ value: 150000 }]);
  });

  it('keeps every value typed and shows the server message when setup fails', async () => {
    stubApi({
      'GET /api/benefits/7': json(makePage()),
      'POST /api/benefits/7/cost': json({
        monthlyCost: 12,
        employerMonthlyCost: 0,
        valueLimits: null,
        partnerValueLimits: null,
      }),
      'POST /api/benefits/7/selection': apiError(
        409,
        'You already have a selection for this benefit',
        'upstream_error',
      ),
    });
    const { user, navigations } = renderSetup();
    await user.type(await screen.findByRole('textbox', { name: 'Cover amount (£)' }), '150000');
    await user.click(screen.getByRole('button', { name: 'Confirm my choice' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already have a selection for this benefit',
    );
    expect((coverField() as HTMLInputElement).value).toBe('150000');
    expect(navigations).toEqual([]);
  });

  it("says 'There was an error connecting to the server' when the Worker cannot be reached", async () => {
    const fetchMock = stubApi({ 'GET /api/benefits/7': json(makePage()) });
    const { user } = renderSetup();
    await user.type(await screen.findByRole('textbox', { name: 'Cover amount (£)' }), '20000');
    fetchMock.mockImplementation(async () => {
      throw new TypeError('offline');
    });
    await user.click(screen.getByRole('button', { name: 'Confirm my choice' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error connecting to the server',
    );
  });

  it('asks for the terms to be accepted first, then accepts them and saves', async () => {
    const calls: string[] = [];
    stubApi({
      'GET /api/benefits/7': json(
        makePage({
          benefit: makeDetail({
            valueLimits: null,
            beamSupported: false,
            terms: { id: 4, version: 2, content: '<p>Terms v2</p>' },
          }),
        }),
      ),
      'POST /api/benefits/7/terms/4/accept': () => {
        calls.push('accept');
        return json({ termsId: 4, version: 2 });
      },
      'POST /api/benefits/7/selection': () => {
        calls.push('select');
        return json(makeSelection({ statusLabel: 'Awaiting approval', status: 'awaiting-approval' }), 201);
      },
    });
    const { user, navigations, queryClient } = renderSetup();
    const summaryKey = [...TOTAL_BENEFITS_SUMMARY_QUERY_KEY, 2026];
    queryClient.setQueryData(summaryKey, { year: 2026, totalValue: 1 });
    await user.click(await screen.findByRole('button', { name: 'Confirm my choice' }));
    expect(
      await screen.findByText('Please confirm that you have read the terms and conditions'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(
      screen.getByRole('checkbox', {
        name: 'I have read and accept the terms and conditions of this benefit',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm my choice' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(calls).toEqual(['accept', 'select']);
    // Accepting terms clears the total-benefits summary (spec section 4).
    expect(queryClient.getQueryData(summaryKey)).toBeUndefined();
    expect(navigations[0]).toMatchObject({
      path: '/app/my-benefits/7',
      state: { flash: 'Your selection has been saved. Status: Awaiting approval.' },
    });
  });

  it('goes to the product page after its own save, though the benefits read again now offer Manage', async () => {
    let saved = false;
    stubApi({
      'GET /api/benefits/7': () =>
        json(
          makePage({
            benefit: makeDetail({ valueLimits: null, beamSupported: false }),
            // The selection this page's save made, once it has: its call to action is Manage.
            selection: saved ? makeSelection({ statusLabel: 'Awaiting approval' }) : null,
          }),
        ),
      'POST /api/benefits/7/selection': () => {
        saved = true;
        return json(makeSelection({ statusLabel: 'Awaiting approval', status: 'awaiting-approval' }), 201);
      },
    });
    const { user, navigations } = renderSetup();
    await user.click(await screen.findByRole('button', { name: 'Confirm my choice' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    // Some time for a redirect to manage, had the page taken the new selection for its arrival's.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigations).toEqual([
      {
        path: '/app/my-benefits/7',
        replace: false,
        state: { flash: 'Your selection has been saved. Status: Awaiting approval.' },
      },
    ]);
  });

  it('changes a live selection by PATCH on the manage page, starting from its values', async () => {
    const patched: unknown[] = [];
    stubApi({
      'GET /api/benefits/7': json(makePage({ selection: makeSelection() })),
      'POST /api/benefits/7/cost': json({
        monthlyCost: 20,
        employerMonthlyCost: 0,
        valueLimits: null,
        partnerValueLimits: null,
      }),
      'PATCH /api/selections/31': ({ body }) => {
        patched.push(body);
        return json(makeSelection({ value: 200000 }));
      },
    });
    const { user, navigations } = renderSetup('/app/my-benefits/7/manage');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Life Assurance' }),
    ).toBeInTheDocument();
    expect((coverField() as HTMLInputElement).value).toBe('150000');
    await user.clear(coverField());
    await user.type(coverField(), '200000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(patched).toEqual([{ value: 200000 }]);
  });

  it("leaves the partner's cover optional, but holds it to its limits once typed", async () => {
    const saved: unknown[] = [];
    stubApi({
      'GET /api/benefits/7': json(
        makePage({ benefit: makeDetail({ partnerValueLimits: { min: 0, max: 250000, step: 1000 } }) }),
      ),
      'POST /api/benefits/7/cost': json({
        monthlyCost: 12,
        employerMonthlyCost: 0,
        valueLimits: null,
        partnerValueLimits: null,
      }),
      'POST /api/benefits/7/selection': ({ body }) => {
        saved.push(body);
        return json(makeSelection(), 201);
      },
    });
    const { user, navigations } = renderSetup();
    await user.type(await screen.findByRole('textbox', { name: 'Cover amount (£)' }), '150000');
    const partner = screen.getByRole('textbox', { name: 'Partner cover amount (£)' });
    await user.type(partner, '999');
    await user.click(screen.getByRole('button', { name: 'Confirm my choice' }));
    expect(await screen.findByText('Please enter a value between 0 and 250000')).toBeInTheDocument();
    expect(partner).toHaveFocus();
    await user.clear(partner);
    await user.click(screen.getByRole('button', { name: 'Confirm my choice' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(saved).toEqual([{ value: 150000 }]);
  });

  it('asks every medical question in its panel before the selection is sent, then sends the answers', async () => {
    const saved: unknown[] = [];
    stubApi({
      'GET /api/benefits/7': json(
        makePage({
          benefit: makeDetail({
            valueLimits: null,
            beamSupported: false,
            medicalQuestions: [
              { id: 1, question: 'Have you been treated in hospital in the last five years?' },
              { id: 2, question: 'Are you waiting for any treatment?' },
            ],
          }),
        }),
      ),
      'POST /api/benefits/7/selection': ({ body }) => {
        saved.push(body);
        return json(makeSelection(), 201);
      },
    });
    const { user, navigations } = renderSetup();
    await user.click(await screen.findByRole('button', { name: 'Confirm my choice' }));
    expect(await screen.findByText('Please answer every medical question')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Answer the medical questions' }));
    const panel = await screen.findByRole('dialog', { name: 'Medical questions' });
    const first = within(panel).getByRole('group', {
      name: 'Have you been treated in hospital in the last five years?',
    });
    await user.click(within(first).getByRole('radio', { name: 'No' }));
    await user.click(within(panel).getByRole('button', { name: 'Save answers' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Please answer every medical question');
    const second = within(panel).getByRole('group', { name: 'Are you waiting for any treatment?' });
    await user.click(within(second).getByRole('radio', { name: 'Yes' }));
    await user.click(within(panel).getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('You have answered the medical questions.')).toBeInTheDocument();

    // Changing an answer sends nothing yet: the panel's form is not the selection's.
    await user.click(screen.getByRole('button', { name: 'Change your answers' }));
    const again = await screen.findByRole('dialog', { name: 'Medical questions' });
    const waiting = within(again).getByRole('group', { name: 'Are you waiting for any treatment?' });
    await user.click(within(waiting).getByRole('radio', { name: 'No' }));
    await user.click(within(again).getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([]);
    expect(navigations).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm my choice' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(saved).toEqual([{ answers: { 1: 'No', 2: 'No' } }]);
  });

  it('manages from the change still to come, and says from when a saved change applies (decision 046)', async () => {
    const change = {
      value: 200000,
      partnerValue: null,
      monthlyCost: 36,
      employerMonthlyCost: 12,
      effectiveFrom: '2026-12-01',
    };
    stubApi({
      'GET /api/benefits/7': json(makePage({ selection: makeSelection({ temporarySelection: change }) })),
      'POST /api/benefits/7/cost': json({
        monthlyCost: 48,
        employerMonthlyCost: 12,
        valueLimits: null,
        partnerValueLimits: null,
      }),
      'PATCH /api/selections/31': json(
        makeSelection({ temporarySelection: { ...change, value: 250000, monthlyCost: 48 } }),
      ),
    });
    const { user, navigations } = renderSetup('/app/my-benefits/7/manage');
    await screen.findByRole('heading', { level: 1, name: 'Manage Life Assurance' });
    expect(coverField()).toHaveValue('200000');
    await user.clear(coverField());
    await user.type(coverField(), '250000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]).toMatchObject({
      state: { flash: 'Your change has been saved. It applies from 1 December 2026.' },
    });
  });

  describe("the server's limits (decision 045)", () => {
    const PARTNER_MESSAGE =
      'Please enter a value between 0 and 150000, in steps of 1000, and no more than your own cover';
    const partnerField = () => screen.getByRole('textbox', { name: 'Partner cover amount (£)' });

    /** Alex's live cover: the partner's edit field is held to his own cover of 150,000. */
    function managedPage() {
      return makePage({
        benefit: makeDetail({ partnerValueLimits: { min: 0, max: 250000, step: 1000 } }),
        selection: makeSelection({
          partnerValue: 0,
          editFields: [
            {
              name: 'value',
              label: 'Cover amount (£)',
              minimum: 10000,
              maximum: 500000,
              stepSize: 1000,
              validationMessage: 'Please enter a value between 10000 and 500000, in steps of 1000',
            },
            {
              name: 'partnerValue',
              label: 'Partner cover amount (£)',
              minimum: 0,
              maximum: 150000,
              stepSize: 1000,
              validationMessage: PARTNER_MESSAGE,
            },
          ],
        }),
      });
    }

    /** The cost answer of the reference API: the partner's maximum is the cover asked about. */
    function costFor({ body }: { body: unknown }) {
      const { value } = body as { value: number };
      return json({
        monthlyCost: 24,
        employerMonthlyCost: 12,
        valueLimits: { min: 10000, max: 500000, step: 1000 },
        partnerValueLimits: { min: 0, max: Math.min(value, 250000), step: 1000 },
      });
    }

    it("holds each field to its edit field's limits and shows the server's message", async () => {
      stubApi({ 'GET /api/benefits/7': json(managedPage()), 'POST /api/benefits/7/cost': costFor });
      const { user } = renderSetup('/app/my-benefits/7/manage');
      expect(await screen.findByText('From 0 to 150,000, in steps of 1,000')).toBeInTheDocument();

      await user.clear(partnerField());
      await user.type(partnerField(), '200000');
      await user.tab();

      expect(await screen.findByText(PARTNER_MESSAGE)).toBeInTheDocument();
      expect(partnerField()).toHaveAttribute('aria-invalid', 'true');
    });

    it('re-limits the partner field from each cost answer, keeping what was typed', async () => {
      const costs: unknown[] = [];
      stubApi({
        'GET /api/benefits/7': json(managedPage()),
        'POST /api/benefits/7/cost': (request) => {
          costs.push(request.body);
          return costFor(request);
        },
      });
      const { user } = renderSetup('/app/my-benefits/7/manage');
      await screen.findByRole('heading', { level: 1, name: 'Manage Life Assurance' });
      await user.clear(partnerField());
      await user.type(partnerField(), '200000');
      await user.tab();
      expect(await screen.findByText(PARTNER_MESSAGE)).toBeInTheDocument();

      // More cover of his own: the answer lets his partner have up to 250,000.
      await user.clear(coverField());
      await user.type(coverField(), '250000');
      await waitFor(() => expect(screen.queryByText(PARTNER_MESSAGE)).not.toBeInTheDocument());
      expect(screen.getByText('From 0 to 250,000, in steps of 1,000')).toBeInTheDocument();
      expect(partnerField()).toHaveValue('200000');
      expect(await screen.findByText('Your monthly cost: £24.00')).toBeInTheDocument();
      // The partner's 200,000 was out of the limits it had, so the cover was asked about alone first,
      // then (the new limits taking it in, after the debounce) with the partner's.
      await waitFor(() =>
        expect(costs.slice(-2)).toEqual([{ value: 250000 }, { value: 250000, partnerValue: 200000 }]),
      );

      // Less cover again: the new limits' own text, since the server's message named the old ones.
      await user.clear(coverField());
      await user.type(coverField(), '100000');
      expect(await screen.findByText('Please enter a value between 0 and 100000')).toBeInTheDocument();
      expect(partnerField()).toHaveValue('200000');
    });

    it('makes a submit that races the debounced cost check wait for its limits, and saves nothing they refuse', async () => {
      const saved: unknown[] = [];
      stubApi({
        'GET /api/benefits/7': json(makePage()),
        // This person's cover is capped lower than the benefit's, which only the answer says.
        'POST /api/benefits/7/cost': json({
          monthlyCost: 12,
          employerMonthlyCost: 12,
          valueLimits: { min: 10000, max: 100000, step: 1000 },
          partnerValueLimits: null,
        }),
        'POST /api/benefits/7/selection': ({ body }) => {
          saved.push(body);
          return json(makeSelection(), 201);
        },
      });
      const { user, navigations } = renderSetup();
      await user.type(await screen.findByRole('textbox', { name: 'Cover amount (£)' }), '150000');
      // Within the debounce: the form has not heard the answer yet.
      await user.click(screen.getByRole('button', { name: 'Confirm my choice' }));

      expect(await screen.findByText('Please enter a value between 10000 and 100000')).toBeInTheDocument();
      expect(coverField()).toHaveFocus();
      expect(coverField()).toHaveValue('150000');
      expect(saved).toEqual([]);

      await user.clear(coverField());
      await user.type(coverField(), '90000');
      await user.click(screen.getByRole('button', { name: 'Confirm my choice' }));
      await waitFor(() => expect(navigations).toHaveLength(1));
      expect(saved).toEqual([{ value: 90000 }]);
    });

    it("shows the server's refusal of a value under its field, and a submit then saves nothing", async () => {
      const saved: unknown[] = [];
      const refusal = 'Please enter a value between 0 and 100000';
      stubApi({
        'GET /api/benefits/7': json(
          makePage({ benefit: makeDetail({ partnerValueLimits: { min: 0, max: 250000, step: 1000 } }) }),
        ),
        'POST /api/benefits/7/cost': ({ body }) => {
          const { partnerValue } = body as { partnerValue?: number };
          return partnerValue !== undefined && partnerValue > 100000
            ? json(
                { error: { message: refusal, code: 'validation_failed', fields: { partnerValue: refusal } } },
                422,
              )
            : json({ monthlyCost: 12, employerMonthlyCost: 12, valueLimits: null, partnerValueLimits: null });
        },
        'POST /api/benefits/7/selection': ({ body }) => {
          saved.push(body);
          return json(makeSelection(), 201);
        },
      });
      const { user } = renderSetup();
      await user.type(await screen.findByRole('textbox', { name: 'Cover amount (£)' }), '100000');
      await user.type(partnerField(), '150000');
      await user.click(screen.getByRole('button', { name: 'Confirm my choice' }));

      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(partnerField()).toHaveFocus();
      expect(saved).toEqual([]);
    });
  });
});
