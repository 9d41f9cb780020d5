import { Hono } from 'hono';
import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import { answers } from '../http/answers';
import type { AppEnv } from '../http/app-env';

/** What the health check answers: for operators and uptime checks, no page of the SPA reads it. */
const healthAnswerSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  build: z.string(),
  uploadedAt: z.string().nullable(),
  environment: z.string(),
});

/**
 * GET /api/health (docs/decisions/029): for uptime checks and for an operator after a deploy. No
 * session, no CSRF header, no upstream call and no secret: it says the Worker is up, configured
 * (a misconfigured Worker answers 500 before reaching it) and which build answers.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', answers(healthAnswerSchema), (c) => {
  const deployed = c.env.CF_VERSION_METADATA;
  c.header('cache-control', 'no-store');
  return c.json({
    status: 'ok' as const,
    version: packageJson.version,
    /** The deployed Worker version's id (Cloudflare's version metadata), or 'local'. */
    build: deployed?.id ?? 'local',
    uploadedAt: deployed?.timestamp ?? null,
    environment: String(c.env.ENVIRONMENT),
  });
});
