import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { errorBody } from './error-body.ts';

/**
 * Answers 404 unless ENVIRONMENT is development or test: for helpers that stand in for systems the
 * portal talks to in production (a mail server, an identity provider, a support tool).
 */
export const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.ENVIRONMENT !== 'development' && c.env.ENVIRONMENT !== 'test') {
    return c.json(errorBody('Not found'), 404);
  }
  await next();
});
