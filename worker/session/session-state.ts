import type { SessionData } from './session-data';

/** Thrown when the session cannot go on (refresh refused, revoked upstream): the route answers 401. */
export class SessionEndedError extends Error {
  constructor() {
    super('The session has ended');
  }
}

/** The request's session and whether the response must re-issue or clear the cookie. */
export class SessionState {
  private current: SessionData | null;
  private dirty = false;
  /** One token refresh per request, however many upstream calls need it at once. */
  pendingRefresh: Promise<SessionData> | null = null;

  constructor(
    initial: SessionData | null,
    readonly arrivedWithCookie: boolean,
  ) {
    this.current = initial;
  }

  get data(): SessionData | null {
    return this.current;
  }

  get changed(): boolean {
    return this.dirty;
  }

  /** The session or SessionEndedError: for routes that need someone signed in. */
  require(): SessionData {
    if (!this.current) throw new SessionEndedError();
    return this.current;
  }

  replace(data: SessionData | null): void {
    this.current = data;
    this.dirty = true;
  }

  update(patch: Partial<SessionData>): SessionData {
    const next = { ...this.require(), ...patch };
    this.replace(next);
    return next;
  }
}
