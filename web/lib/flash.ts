/**
 * A one-off success message carried to the next page in the router's location state, e.g.
 * navigate(PATHS.home, { state: withFlash('Two factor authentication is now turned on.') }).
 * The app layout shows it as a success alert at the top of the main area (web/app/layout).
 */
export interface FlashState {
  flash: string;
}

export function withFlash(message: string, state: Record<string, unknown> = {}): FlashState {
  return { ...state, flash: message };
}

/** The flash message in a location state, if any. */
export function readFlash(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const { flash } = state as { flash: unknown };
  return typeof flash === 'string' && flash.trim() !== '' ? flash : null;
}

/** The location state without its flash message (kept when the message has been shown). */
export function withoutFlash(state: unknown): unknown {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return state;
  const { flash: _shown, ...rest } = state as Record<string, unknown>;
  return Object.keys(rest).length > 0 ? rest : null;
}
