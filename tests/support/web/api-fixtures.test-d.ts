// Type tests of stubApi's fixtures: never run, only checked (tsc -p tsconfig.web.json). Below each
// expect-error directive is a stub that does not match its route's type, derived from the Worker's
// routes (api-fixtures.ts): if it ever type-checks, the directive itself is the error.

import { apiError, json, stubApi } from './api-stubs';
import { makeSession } from './app-support';

export function stubsThatFitTheirRoutes() {
  stubApi({
    'GET /api/session': json({ session: makeSession() }),
    'POST /api/auth/login': json({ outcome: 'two-factor-setup', fromActivation: false }),
    'GET /api/vouchers/balance': () => json({ balance: 120.5, lastPaymentDate: null }),
    'GET /api/benefits/7': apiError(404, 'Oops', 'benefit_not_found'),
    'POST /api/contact/enquiries': json(
      { error: { message: 'Check', code: 'invalid', fields: { subject: 'x' } } },
      422,
    ),
    'POST /api/two-factor/cancel': new Response(null, { status: 204 }),
    // A longer path is its own route: the benefit's claims, not the benefit.
    'GET /api/benefits/7/claims': json([]),
    'GET /api/employer/employee-data-uploads/last-upload': json({ lastUploadAt: null }),
    'GET /api/activation/0f6a2c1e-activation': apiError(404, 'Not found', 'not_found'),
  });
}

export function stubsThatDoNot() {
  // @ts-expect-error A field of the wrong type (balance is a number).
  stubApi({ 'GET /api/vouchers/balance': json({ balance: '120.50', lastPaymentDate: null }) });
  // @ts-expect-error A required field missing (lastPaymentDate).
  stubApi({ 'GET /api/vouchers/balance': json({ balance: 120.5 }) });
  // @ts-expect-error An outcome the login route never answers.
  stubApi({ 'POST /api/auth/login': json({ outcome: 'signed-on' }) });
  // @ts-expect-error A function answer is held to the route's type too.
  stubApi({ 'GET /api/session': () => json({ session: 'emma' }) });
  // @ts-expect-error Also beside an apiError() answer.
  stubApi({ 'GET /api/session': ({ url }) => (url.search ? apiError(502) : json({ session: 'emma' })) });
  // @ts-expect-error A path parameter's route (GET /api/benefits/${number}) is typed as well.
  stubApi({ 'GET /api/benefits/7': json({ benefit: null }) });
  // @ts-expect-error An error body that is not the Worker's error shape (code missing).
  stubApi({ 'POST /api/contact/enquiries': json({ error: { message: 'Check' } }, 422) });
  // @ts-expect-error A route that answers 204 has no JSON body.
  stubApi({ 'POST /api/two-factor/cancel': json({}) });
  // @ts-expect-error A route the Worker does not have.
  stubApi({ 'GET /api/no-such-route': json({}) });
  // @ts-expect-error A method the route does not take.
  stubApi({ 'DELETE /api/vouchers/balance': json({ balance: 120.5, lastPaymentDate: null }) });
  // @ts-expect-error The claims of a benefit are a list, not the benefit's page.
  stubApi({ 'GET /api/benefits/7/claims': json({ benefit: null }) });
  // @ts-expect-error A content page the Worker does not serve (the parameter's own values).
  stubApi({ 'GET /api/content/pages/aboutUs': apiError(502) });
  // @ts-expect-error An upload's id is a number there: a word would also name /last-upload or /template.
  stubApi({ 'GET /api/employer/employee-data-uploads/latest': apiError(404) });
}
