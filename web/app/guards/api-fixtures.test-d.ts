// Type tests of stubApi's fixtures: never run, only checked (tsc -p tsconfig.web.json). Below each
// expect-error directive is a stub that does not match its route's contract type (api-fixtures.ts):
// if it ever type-checks, the directive itself is the error.
import { makeSession } from '../../test-support';
import { apiError, json, stubApi } from './test-helpers';

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
  // @ts-expect-error A route the Worker does not have (or that api-fixtures.ts does not list yet).
  stubApi({ 'GET /api/no-such-route': json({}) });
}
