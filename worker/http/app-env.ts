import type { AppDeps, Env } from '../env';
import type { SessionState } from '../session/session-state';
import type { UpstreamClient } from '../upstream/upstream-client';

/** Typed context for every route: bindings, tenant, the request's session and its upstream. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    tenant: string | null;
    deps: AppDeps;
    upstream: UpstreamClient;
    session: SessionState;
  };
};
