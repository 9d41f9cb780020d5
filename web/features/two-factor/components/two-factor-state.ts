import type { I18n } from '@lingui/core';
import { TWO_FACTOR_ERROR_CODES } from '#contract/two-factor-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { errorLinesOf } from '#web/lib/api-error-lines.ts';
import { TWO_FACTOR_TEXTS } from './two-factor-texts';

/** The router state of the set-up pages (spec 2.14: "Incoming state: isFirst, isFromActivation"). */
export interface SetupLocationState {
  isFirst?: boolean;
  isFromActivation?: boolean;
  /** Error lines carried back to the first pass (a 'complete' code sent out of order). */
  errorLines?: string[];
}

export function readSetupState(state: unknown): SetupLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { isFirst, isFromActivation, errorLines } = state as Record<string, unknown>;
  return {
    isFirst: typeof isFirst === 'boolean' ? isFirst : undefined,
    isFromActivation: typeof isFromActivation === 'boolean' ? isFromActivation : undefined,
    errorLines:
      Array.isArray(errorLines) && errorLines.every((line) => typeof line === 'string')
        ? errorLines
        : undefined,
  };
}

export type TwoFactorFailure =
  /** No pending sign-in (expired, cancelled or never started): back to the login page. */
  | { kind: 'no-pending-login' }
  /** A 'complete' code before a 'temporary' one was accepted: back to the first pass. */
  | { kind: 'out-of-order'; lines: string[] }
  /** Anything else: lines for the error banner (the server's, spec section 8). */
  | { kind: 'lines'; lines: string[] };

/** `i18n`: the page's messages, for the fallback line. */
export function classifyTwoFactorError(error: unknown, i18n: I18n): TwoFactorFailure {
  const fallback = i18n._(TWO_FACTOR_TEXTS.somethingWrong);
  if (error instanceof ApiRequestError) {
    if (error.code === TWO_FACTOR_ERROR_CODES.noPendingLogin) return { kind: 'no-pending-login' };
    if (error.code === TWO_FACTOR_ERROR_CODES.setupOutOfOrder) {
      return { kind: 'out-of-order', lines: errorLinesOf(error, fallback) };
    }
  }
  return { kind: 'lines', lines: errorLinesOf(error, fallback) };
}
