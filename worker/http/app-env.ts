import type { AppDeps, Env } from '../env';
import type { SessionState } from '../session/session-state';
import type { UpstreamClient } from '../upstream/upstream-client';

/** Typed context for every route: bindings, tenant, the request's session and its upstream. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** This request's id (docs/decisions/029): in every log line and the X-Request-Id header. */
    requestId: string;
    tenant: string | null;
    deps: AppDeps;
    upstream: UpstreamClient;
    session: SessionState;
  };
};
