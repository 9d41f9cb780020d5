import { Hono } from 'hono';
import { type LanguageChoice, languageChoiceSchema } from '#contract/language-requests';
import {
  ANY_CLIENT_LANGUAGES,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_COOKIE_NAME,
  type Language,
  SOURCE_LANGUAGE,
} from '#contract/languages';
import { answers } from '../http/answers';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { brandingOf } from '../theme/request-branding';

/** The language cookie: readable by the Worker only; sent on every page of the portal. */
export function languageCookieHeader(language: Language): string {
  return `${LANGUAGE_COOKIE_NAME}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; HttpOnly; Secure; SameSite=Lax`;
}

/**
 * PUT /api/language (docs/decisions/085-languages.md): the picker's choice, kept for this browser in
 * a cookie the Worker reads before it renders each page, signed in or not. Only a language the
 * client allows is taken.
 */
export const languageRoutes = new Hono<AppEnv>().put(
  '/',
  answers(languageChoiceSchema),
  validate('json', languageChoiceSchema),
  async (c) => {
    const { language } = c.req.valid('json');
    const client = (await brandingOf(c)).client ?? ANY_CLIENT_LANGUAGES;
    if (language !== SOURCE_LANGUAGE && !client.languages.includes(language)) {
      return c.json(apiError('This language is not available here', 'language_not_allowed'), 422);
    }
    c.header('set-cookie', languageCookieHeader(language));
    c.header('cache-control', 'no-store');
    return c.json<LanguageChoice>({ language });
  },
);
