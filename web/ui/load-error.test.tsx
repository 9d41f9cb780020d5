import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubReply, stubApi } from '#support/web/api-stubs.tsx';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { portal, read, withSignal } from '#web/lib/portal-client.ts';
import { LoadError, queryRetry, TRY_AGAIN } from './load-error';

const MESSAGE = 'It looks like something has gone wrong, please try again later';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Faqs() {
  const faqs = useQuery({
    queryKey: ['faqs'],
    queryFn: ({ signal }) => read(portal.api.content.faqs.$get({}, withSignal(signal))),
  });
  if (faqs.isError) return <LoadError message={MESSAGE} {...queryRetry(faqs)} />;
  return (
    <ul>
      {faqs.data?.map((faq) => (
        <li key={faq.question}>{faq.question}</li>
      ))}
    </ul>
  );
}

describe('LoadError', () => {
  it('shows the message as an alert and a Try again button that asks again', async () => {
    const retry = vi.fn();
    render(<LoadError message={MESSAGE} retry={retry} />);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: TRY_AGAIN.message }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not ask twice while an attempt runs, and keeps the button focusable', async () => {
    const retry = vi.fn();
    render(<LoadError message={MESSAGE} retry={retry} retrying />);
    const button = screen.getByRole('button', { name: TRY_AGAIN.message });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    await userEvent.click(button);
    expect(retry).not.toHaveBeenCalled();
  });

  it('shows further actions beside the retry', () => {
    render(
      <LoadError message={MESSAGE} retry={() => {}}>
        <a href="/logout">Log out</a>
      </LoadError>,
    );
    expect(screen.getByRole('link', { name: 'Log out' })).toBeInTheDocument();
  });

  // Each failure is typed as an answer with no body of its own, so the FAQs beside it keep their route's type.
  it.each<[fault: string, failure: () => StubReply<never>]>([
    ['a 502', () => apiError(502, 'Failed', 'upstream_error')],
    ['a 504', () => apiError(504, 'Failed to fetch', 'upstream_timeout')],
    ['a proxy’s HTML page', () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
    ['a refused connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('after %s, the read comes back when the person presses Try again', async (_fault, failure) => {
    let calls = 0;
    stubApi({
      'GET /api/content/faqs': () =>
        ++calls === 1 ? failure() : json([{ question: 'How do I claim?', answer: 'Online.' }]),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Faqs />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: TRY_AGAIN.message }));
    expect(await screen.findByText('How do I claim?')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
