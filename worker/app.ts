import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { isContentPageName } from '#contract/content-pages';
import type { AppDeps } from './env';
import { apiError, GENERIC_ERROR_MESSAGE, SESSION_ENDED_MESSAGE } from './http/api-errors';
import type { AppEnv } from './http/app-env';
import { configurationGuard } from './http/configuration';
import { invalidBody, jsonBodyMiddleware } from './http/json-body';
import { asSubrequestOf, log, logError } from './http/log';
import { requestLog } from './http/request-log';
import { accountHolderOnly } from './middleware/account-holder-only';
import { csrfMiddleware } from './middleware/csrf';
import { type EmployerEnv, employerContext } from './middleware/employer-context';
import { readOnlyActAs } from './middleware/read-only-act-as';
import { securityHeaders } from './middleware/security-headers';
import { requireSignedIn, sessionMiddleware } from './middleware/session';
import { tenantMiddleware } from './middleware/tenant';
import { accountRoutes } from './routes/account';
import { accountActivityRoutes } from './routes/account-activity';
import { activationRoutes } from './routes/activation';
import { authRoutes } from './routes/auth';
import { benefitIconRoutes } from './routes/benefit-icons';
import { benefitRoutes, selectionRoutes, statementRoutes, voucherRoutes } from './routes/benefits';
import { cardValueServiceStandIn } from './routes/card-value-stand-in';
import { claimRoutes } from './routes/claims';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { devRoutes } from './routes/dev';
import { actAsLinkRoutes } from './routes/employer/act-as-links';
import { approvalRoutes } from './routes/employer/approvals';
import { auditTrailRoutes } from './routes/employer/audit-trail';
import { dashboardInsightsRoutes } from './routes/employer/dashboard-insights';
import { employeeDataRoutes } from './routes/employer/employee-data';
import { employeeDataUploadRoutes } from './routes/employer/employee-data-uploads';
import { employeeSelectionRoutes } from './routes/employer/employee-selections';
import { reportingRoutes } from './routes/employer/reporting';
import { twoFactorAdminRoutes } from './routes/employer/two-factor-admin';
import { voucherManagementRoutes } from './routes/employer/voucher-management';
import { familyRoutes } from './routes/family';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { languageRoutes } from './routes/language';
import { lifeEventRoutes } from './routes/life-events';
import { myDataRoutes } from './routes/my-data';
import { passwordRoutes } from './routes/password';
import { profileRoutes } from './routes/profile';
import { profileDetailRoutes } from './routes/profile-details';
import { sessionRoutes } from './routes/session';
import { totalBenefitRoutes } from './routes/total-benefits';
import { twoFactorRoutes } from './routes/two-factor';
import { webAppManifestRoutes } from './routes/web-app-manifest';
import { SessionEndedError } from './session/session-state';
import { openSessionOf } from './session/session-store';
import { servePage } from './shell/serve-page';
import { brandingOf } from './theme/request-branding';
import { contentPageOrFailure } from './upstream/content-calls';
import { createUpstreamClient, defaultUpstreamFetch, UpstreamError } from './upstream/upstream-client';

/**
 * The status the browser gets for an upstream failure: a refusal the SPA tells apart (not found,
 * a conflict, an unprocessable value) keeps its status, any other refusal is 400, and the
 * upstream's own failures are 502, and a call that ran out of time is 504.
 */
function statusForBrowser(upstreamStatus: number): 400 | 401 | 404 | 409 | 422 | 502 | 504 {
  // 504 is the Worker's own time-out (upstream-client.ts); an upstream's 5xx reached readUpstream as 502.
  if (upstreamStatus === 504) return 504;
  if (upstreamStatus >= 500) return 502;
  if (upstreamStatus === 401 || upstreamStatus === 404 || upstreamStatus === 409 || upstreamStatus === 422) {
    return upstreamStatus;
  }
  return 400;
}

/**
 * Per request: the dependencies and the upstream client (finished once the route has answered),
 * and a time-out of the upstream answered as 504 where a route answered it with its own text.
 */
function requestContext(overrides: Partial<AppDeps>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const deps: AppDeps = {
      now: overrides.now ?? Date.now,
      upstreamFetch: overrides.upstreamFetch ?? defaultUpstreamFetch(c.env),
      upstreamTimeoutMs: overrides.upstreamTimeoutMs,
    };
    c.set('deps', deps);
    const upstream = createUpstreamClient(c.env, deps, c.get('requestId'));
    c.set('upstream', upstream);
    try {
      await next();
    } finally {
      upstream.finish();
    }
    // A route that answers an unreachable upstream with its own text (login, recovery) answers
    // a time-out with it too, as 504: the one status for "the upstream did not answer in time".
    if (upstream.timedOut && c.res.status === 502) {
      c.res = new Response(c.res.body, { status: 504, headers: c.res.headers });
    }
  });
}

/** What a route's failure answers: the session ended, the upstream's refusal or failure, or ours. */
function answerError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof SessionEndedError) {
    c.var.session?.replace(null);
    return c.json(apiError(SESSION_ENDED_MESSAGE, 'session_ended'), 401);
  }
  if (error instanceof UpstreamError) {
    if (error.status === 401) c.var.session?.replace(null);
    const status = statusForBrowser(error.status);
    if (status < 500) return c.json(error.body, status);
    // A failure: the browser gets the portal's own words only, and only the message and code (the
    // body of a failure is the portal's by construction: readUpstream, the upstream client);
    // the operator gets what the upstream said, under the request's id (docs/decisions/065).
    log('error', 'upstream_failed', c.get('requestId') ?? null, {
      route: c.req.routePath,
      upstreamStatus: error.failure?.status ?? null,
      upstreamText: error.failure?.text ?? null,
    });
    return c.json(apiError(error.body.error.message, error.body.error.code), status);
  }
  // Hono's own refusals (a body its validator cannot read): the caller's mistake, in the one shape.
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(invalidBody(), 400);
  }
  logError('unhandled_error', error, c.get('requestId') ?? null, { route: c.req.routePath });
  return c.json(apiError(GENERIC_ERROR_MESSAGE, 'internal_error'), 500);
}

/** The portal's /api routes, on `app` (the browser's way in, and a page's own calls). */
function withApiRoutes(app: Hono<AppEnv>) {
  // The employer's API, one prefix (docs/decisions/039): signed in, a dashboard role and the
  // administrator's client set once (c.var.employer), then each route's own dashboard action.
  const employerApi = new Hono<EmployerEnv>()
    .use(requireSignedIn, employerContext)
    .route('/', dashboardInsightsRoutes)
    .route('/two-factor', twoFactorAdminRoutes)
    .route('/approvals', approvalRoutes)
    .route('/employees', employeeDataRoutes)
    .route('/employees', actAsLinkRoutes)
    .route('/employees', employeeSelectionRoutes)
    .route('/employee-data-uploads', employeeDataUploadRoutes)
    .route('/reports', reportingRoutes)
    .route('/ccv', voucherManagementRoutes)
    .route('/audit-trail', auditTrailRoutes);

  return app
    .route('/api/auth', authRoutes)
    .route('/api/session', sessionRoutes)
    .route('/api/language', languageRoutes)
    .route('/api/account', accountRoutes)
    .route('/api/account', accountActivityRoutes)
    .route('/api/content', contentRoutes)
    .route('/api/contact', contactRoutes)
    .route('/api/password', passwordRoutes)
    .route('/api/activation', activationRoutes)
    .route('/api/two-factor', twoFactorRoutes)
    .route('/api/profile', profileRoutes)
    .route('/api/profile', profileDetailRoutes)
    .route('/api/family', familyRoutes)
    .route('/api/life-events', lifeEventRoutes)
    .route('/api/my-data', myDataRoutes)
    .route('/api/home', homeRoutes)
    .route('/api/benefits', benefitIconRoutes)
    .route('/api/benefits', benefitRoutes)
    .route('/api/benefits', claimRoutes)
    .route('/api/selections', selectionRoutes)
    .route('/api/statements', statementRoutes)
    .route('/api/vouchers', voucherRoutes)
    .route('/api/total-benefits', totalBenefitRoutes)
    .route('/api/employer', employerApi);
}

/**
 * The /api routes as a page's render calls them, in process (docs/decisions/066): the request's
 * id, context and tenant, the session its navigation opened and handed on (checked again, never
 * decrypted again), the act-as rules; not the browser-facing layers again (security headers, the
 * configuration guard, the CSRF check: the call is the Worker's own).
 */
function pageCallApp(overrides: Partial<AppDeps>) {
  const app = new Hono<AppEnv>();
  app.use(requestLog, requestContext(overrides), tenantMiddleware);
  app.use('/api/*', jsonBodyMiddleware, sessionMiddleware, accountHolderOnly, readOnlyActAs);
  app.onError(answerError);
  withApiRoutes(app);
  app.all('*', (c) => c.json(apiError('Not found', 'not_found'), 404));
  return app;
}

export function createApp(overrides: Partial<AppDeps> = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestLog);
  // Development only: the stand-in card-value service's origin, before the portal's own headers.
  app.use(cardValueServiceStandIn(overrides.upstreamFetch));
  app.use(securityHeaders({ devServer: import.meta.env?.MODE === 'development' }));
  app.use(configurationGuard);
  app.use(requestContext(overrides));
  app.use(tenantMiddleware);
  // Before the CSRF check and the session: an uptime check sends neither header nor cookie.
  app.route('/api/health', healthRoutes);
  // In an act-as session what only the account holder may do (decision 065), and a read-only
  // session's changes (decision 053), stop here, before any route or upstream call.
  app.use('/api/*', csrfMiddleware, jsonBodyMiddleware, sessionMiddleware, accountHolderOnly, readOnlyActAs);
  app.onError(answerError);

  const routes = withApiRoutes(app);

  app.all('/api/*', (c) => c.json(apiError('Not found', 'not_found'), 404));
  app.route('/__dev', devRoutes);
  app.route('/', webAppManifestRoutes);

  const pageCalls = pageCallApp(overrides);

  // Every other GET is a navigation: the one route tree says which page it is, the one renderer
  // streams it (docs/decisions/066).
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const { now } = c.var.deps;
    const tenant = c.var.tenant;
    // Loaded by the first navigation only: no /api request pays for React's server renderer.
    const { renderAppPage, routeOfPath } = await import('@portal/app-page-renderer');
    const route = routeOfPath(new URL(c.req.url).pathname);
    // A content page comes with its policy, so it paints from the HTML (decision 020).
    const [branding, opened, content] = await Promise.all([
      brandingOf(c),
      openSessionOf(c.req.header('cookie'), { env: c.env, tenant, now: now() }),
      route.name !== null && isContentPageName(route.name)
        ? contentPageOrFailure(c.var.upstream, tenant, route.name)
        : null,
    ]);
    return servePage(c, {
      route,
      render: renderAppPage,
      branding,
      session: opened.data,
      arrivedWithCookie: opened.arrivedWithCookie,
      content,
      callApi: (request) =>
        pageCalls.fetch(asSubrequestOf(request, c.get('requestId')), c.env, c.executionCtx),
    });
  });

  return routes;
}

export type AppType = ReturnType<typeof createApp>;
