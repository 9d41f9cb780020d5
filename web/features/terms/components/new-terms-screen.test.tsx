import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TERMS_REQUIRED_MESSAGE } from '#contract/terms-rules';
import { apiError, json, probeRoutes, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { SESSION_QUERY_KEY } from '#web/lib/session.ts';
import { NewTermsScreen, TERMS_LOAD_FAILED_MESSAGE, TERMS_SAVE_FAILED_MESSAGE } from './new-terms-screen';

// As the Worker answers: its test of the answer checks that a script in the terms is dropped
// (worker/routes/content-pages.test.ts).
const TERMS = {
  terms: '<p>Terms <strong>text</strong></p>',
  policy: '<p>Policy text</p>',
  termsRevision: 3,
};

function renderScreen() {
  return renderRoutes(probeRoutes(<NewTermsScreen />), {
    path: '/app/home/',
    session: makeSession({ siteTermsUpdated: true }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('new-terms screen', () => {
  it("shows 'Loading...' while the terms load, then 'Nearly there'", async () => {
    stubApi({ 'GET /api/content/terms': json(TERMS) });
    renderScreen();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nearly there' })).toBeInTheDocument();
  });

  it("shows the terms and the policy in focusable scrollable regions, with the Worker's HTML", async () => {
    stubApi({ 'GET /api/content/terms': json(TERMS) });
    renderScreen();
    const terms = await screen.findByRole('region', { name: 'Terms and conditions' });
    const policy = screen.getByRole('region', { name: 'Policy' });
    expect(terms.tabIndex).toBe(0);
    expect(policy.tabIndex).toBe(0);
    expect(within(terms).getByText('text').tagName).toBe('STRONG');
    expect(within(policy).getByText('Policy text')).toBeInTheDocument();
  });

  it("shows 'Uh oh!' with a message when the terms cannot be loaded", async () => {
    stubApi({ 'GET /api/content/terms': apiError(500) });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uh oh!' })).toBeInTheDocument();
    expect(screen.getByText(TERMS_LOAD_FAILED_MESSAGE.message ?? '')).toBeInTheDocument();
  });

  it('asks to confirm the terms were read when Next is pressed without ticking, and sends nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/content/terms': json(TERMS) });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(TERMS_REQUIRED_MESSAGE)).toBeInTheDocument();
    const checkbox = screen.getByRole('checkbox', { name: 'I have read the terms and conditions' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('aria-describedby', screen.getByText(TERMS_REQUIRED_MESSAGE).id);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('sends termsAccepted with the revision shown and stores the fresh session once the box is ticked', async () => {
    const patch = vi.fn(({ body }: { body: unknown }) => {
      expect(body).toEqual({ termsAccepted: true, termsRevision: 3 });
      return json({ session: makeSession({ siteTermsUpdated: false }) });
    });
    stubApi({ 'GET /api/content/terms': json(TERMS), 'PATCH /api/account/terms': patch });
    const user = userEvent.setup();
    const { queryClient } = renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'I have read the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ siteTermsUpdated: false }),
    );
  });

  it('shows an alert and scrolls to the top when accepting fails', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    stubApi({ 'GET /api/content/terms': json(TERMS), 'PATCH /api/account/terms': apiError(500) });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'I have read the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TERMS_SAVE_FAILED_MESSAGE.message);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('heading', { level: 1, name: 'Nearly there' })).toBeInTheDocument();
  });

  it('says the terms changed and shows the new revision when the acceptance named an old one (decision 049)', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let revision = 3;
    const fetchMock = stubApi({
      'GET /api/content/terms': () =>
        json({ ...TERMS, terms: `<p>Terms revision ${revision}</p>`, termsRevision: revision }),
      'PATCH /api/account/terms': () => {
        revision = 4;
        return apiError(
          409,
          'The terms and conditions have changed since this page opened. Please read them again.',
          'terms_changed',
        );
      },
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'I have read the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The terms and conditions have changed since this page opened. Please read them again.',
    );
    expect(await screen.findByText('Terms revision 4')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === '/api/content/terms')).toHaveLength(2);
  });

  it('asks the browser to warn before leaving while the form is shown', async () => {
    stubApi({ 'GET /api/content/terms': json(TERMS) });
    const { unmount } = renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Nearly there' });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    unmount();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
