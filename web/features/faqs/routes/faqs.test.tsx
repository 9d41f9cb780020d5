import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { Component as Faqs } from './faqs';

function renderFaqs() {
  return renderRoutes([{ path: '/app/faqs/', Component: Faqs }], {
    path: '/app/faqs/',
    session: makeSession(),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/app/faqs/', () => {
  it('lists the questions; a question opens its answer', async () => {
    stubApi({
      'GET /api/content/faqs': json([{ question: 'When can I change my benefits?', answer: 'In March.' }]),
    });
    renderFaqs();
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    const question = await screen.findByText('When can I change my benefits?');
    await userEvent.click(question);
    expect(screen.getByText('In March.')).toBeInTheDocument();
    expect(question.closest('details')?.open).toBe(true);
  });

  it('says so when there are none, and when they fail to load', async () => {
    stubApi({ 'GET /api/content/faqs': json([]) });
    const first = renderFaqs();
    expect(await screen.findByText('There are no frequently asked questions yet.')).toBeInTheDocument();
    first.unmount();
    stubApi({ 'GET /api/content/faqs': apiError(502) });
    renderFaqs();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'It looks like something has gone wrong, please try again later',
    );
  });
});
