import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bootstrap } from '#contract/bootstrap';
import { apiError, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeBootstrap, makeSession } from '#support/web/app-support.tsx';
import { Component as ContactUs } from './contact-us';

const PAGE = {
  enquiryOptions: [
    { label: 'My benefits', value: 'benefits' },
    { label: 'Something else', value: 'other' },
  ],
  side: { title: 'How we can help', html: '<p>We answer within two working days.</p>' },
};

/** Acme's contact-us address, which differs from its support address (docs/demo-data.md). */
const CONTACT_US_EMAIL = 'people.team@acme.test';

function renderContactUs(bootstrap: Partial<Bootstrap> = {}) {
  return renderRoutes([{ path: '/contact-us/*', Component: ContactUs }], {
    path: '/contact-us/',
    session: makeSession(),
    bootstrap,
  });
}

async function fillIn({ subject, comments }: { subject?: string; comments?: string }) {
  const subjectField = await screen.findByLabelText('Subject');
  if (subject) await userEvent.selectOptions(subjectField, subject);
  if (comments) await userEvent.type(screen.getByLabelText('Your message'), comments);
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/contact-us/', () => {
  it('shows the breadcrumb, the form with the client’s subjects and the side content', async () => {
    stubApi({ 'GET /api/contact': json(PAGE) });
    renderContactUs();

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/home/');
    const subject = await screen.findByLabelText('Subject');
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a subject', 'My benefits', 'Something else']);
    expect(screen.getByLabelText('Your message')).toHaveAttribute('rows', '5');
    const aside = screen.getByRole('complementary', { name: 'How we can help' });
    expect(within(aside).getByText('We answer within two working days.')).toBeInTheDocument();
  });

  it("names the client's contact-us address in the side panel (decision 049)", async () => {
    stubApi({ 'GET /api/contact': json(PAGE) });
    renderContactUs({ theme: { ...makeBootstrap().theme, contactUsEmail: CONTACT_US_EMAIL } });
    const aside = await screen.findByRole('complementary', { name: 'How we can help' });
    expect(within(aside).getByText(/You can also e-mail us at/)).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: CONTACT_US_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_US_EMAIL}`,
    );
  });

  it('requires a subject and a message, with the general banner, and sends nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/contact': json(PAGE) });
    renderContactUs();

    await fillIn({ comments: 'Where is my card?' });

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    // Only a required field is empty (decision 048).
    expect(screen.getByRole('alert').textContent).toBe('Please complete the form');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('shows the server’s field error under the subject', async () => {
    stubApi({
      'GET /api/contact': json(PAGE),
      'POST /api/contact/enquiries': json(
        {
          error: {
            message: 'Please correct the errors highlighted below',
            code: 'validation_failed',
            fields: { subject: 'Please provide a subject for your message' },
          },
        },
        422,
      ),
    });
    renderContactUs();

    await fillIn({ subject: 'benefits', comments: 'Where is my card?' });

    expect(await screen.findByText('Please provide a subject for your message')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the errors highlighted below');
  });

  it('asks to review the page when the server refuses details the form does not show (decision 048)', async () => {
    stubApi({
      'GET /api/contact': json(PAGE),
      'POST /api/contact/enquiries': json(
        {
          error: {
            message: 'Please correct the errors highlighted below',
            code: 'validation_failed',
            fields: { email: 'This field is required' },
          },
        },
        422,
      ),
    });
    renderContactUs();

    await fillIn({ subject: 'benefits', comments: 'Where is my card?' });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please review the page, some details are incorrect or missing.',
    );
  });

  it('says the message has been sent', async () => {
    const fetchMock = stubApi({
      'GET /api/contact': json(PAGE),
      'POST /api/contact/enquiries': json({ sent: true }, 201),
    });
    renderContactUs();

    await fillIn({ subject: 'other', comments: '  Where is my card?  ' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your message has been sent!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We will contact you as soon as possible.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ subject: 'other', comments: 'Where is my card?' });
  });

  it('shows the server’s message in the banner for any other refusal', async () => {
    stubApi({
      'GET /api/contact': json(PAGE),
      'POST /api/contact/enquiries': apiError(429, 'Too many attempts. Please wait a minute and try again.'),
    });
    renderContactUs();

    await fillIn({ subject: 'other', comments: 'Hello' });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('asks people to phone support when the page fails to load, or to e-mail without a real number', async () => {
    stubApi({ 'GET /api/contact': apiError(502) });
    const first = renderContactUs();
    expect(
      await screen.findByRole('heading', { name: 'There was a problem loading this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 123 4567' })).toHaveAttribute('href', 'tel:08001234567');
    expect(screen.getByText(/Please call us on/)).toBeInTheDocument();
    first.unmount();

    renderContactUs({ theme: { ...makeBootstrap().theme, supportNumber: '0' } });
    expect(await screen.findByRole('link', { name: 'benefits@acme.test' })).toBeInTheDocument();
    expect(screen.getByText(/Please e-mail us at/)).toBeInTheDocument();
  });

  it('sends people of a client without contact us to /app/home/', async () => {
    const fetchMock = stubApi({});
    const { navigations, documentLoads } = renderContactUs({
      client: {
        name: 'Globex Corporation',
        contactUsEnabled: false,
        ssoAccessOnly: false,
        defaultLanguage: 'en-GB',
        languages: ['en-GB'],
      },
    });
    // A page of the same frame: a client navigation (docs/decisions/066).
    await waitFor(() => expect(navigations).toEqual([{ path: '/app/home/', replace: true, state: null }]));
    expect(documentLoads).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
