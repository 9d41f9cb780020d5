import type { Context } from 'hono';
import {
  ANY_CLIENT_LANGUAGES,
  isLanguage,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_COOKIE_NAME,
  type Language,
  languageCookieOf,
  SOURCE_LANGUAGE,
} from '#contract/languages';
import type { AppEnv } from '../http/app-env';
import { brandingOf } from '../theme/request-branding';
import { callAsUser } from '../upstream/authorized-calls';

/** The language cookie: read by the Worker only, sent with every page of the portal. */
export function languageCookieHeader(language: Language): string {
  return `${LANGUAGE_COOKIE_NAME}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; HttpOnly; Secure; SameSite=Lax`;
}

/** Whether the request's client lets its people see pages in `language` (en-GB always). */
export async function clientAllows(c: Context<AppEnv>, language: Language): Promise<boolean> {
  const client = (await brandingOf(c)).client ?? ANY_CLIENT_LANGUAGES;
  return language === SOURCE_LANGUAGE || client.languages.includes(language);
}

/**
 * Saves a signed-in person's choice with their account upstream, so that it follows them to any
 * browser (docs/decisions/085). Not for someone acting as the person: the choice is then the
 * browser's, not theirs. The upstream's refusal or failure is the caller's to answer.
 */
export function saveForPerson(c: Context<AppEnv>, language: Language): Promise<Response> {
  return callAsUser(c, 'v2', '/user/language', { method: 'PUT', body: JSON.stringify({ language }) });
}

/**
 * At sign-in (decision 085): the language the person saved wins over this browser's, and becomes
 * the browser's; a language chosen on the login page, before anyone knew who they were, is saved
 * for a person who has none yet. Nothing of this for an act-as session, and a failure to save
 * fails no sign-in.
 */
export async function settleLanguageAtSignIn(
  c: Context<AppEnv>,
  saved: string | null | undefined,
  { actingAs }: { actingAs: boolean },
): Promise<void> {
  if (actingAs) return;
  if (isLanguage(saved) && (await clientAllows(c, saved))) {
    c.header('set-cookie', languageCookieHeader(saved), { append: true });
    return;
  }
  const chosen = languageCookieOf(c.req.header('cookie'));
  if (!chosen || !(await clientAllows(c, chosen))) return;
  // The sign-in stands whether the upstream keeps the choice or not: it stays this browser's.
  const response = await saveForPerson(c, chosen).catch(() => null);
  await response?.body?.cancel();
}
