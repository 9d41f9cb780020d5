import { Hono } from 'hono';
import { type LanguageChoice, languageChoiceSchema } from '#contract/language-requests';
import { answers } from '../http/answers';
import { apiError, GENERIC_ERROR_MESSAGE } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { clientAllows, languageCookieHeader, saveForPerson } from '../i18n/language-choice';

/**
 * PUT /api/language (docs/decisions/085-languages.md): the picker's choice, kept for this browser in
 * a cookie the Worker reads before it renders each page, signed in or not, and with the person's
 * account when they are signed in as themselves. Only a language the client allows is taken.
 */
export const languageRoutes = new Hono<AppEnv>().put(
  '/',
  answers(languageChoiceSchema),
  validate('json', languageChoiceSchema),
  async (c) => {
    const { language } = c.req.valid('json');
    c.header('cache-control', 'no-store');
    if (!(await clientAllows(c, language))) {
      return c.json(apiError('This language is not available here', 'language_not_allowed'), 422);
    }
    const session = c.var.session.data;
    if (session && !session.masquerade) {
      const saved = await saveForPerson(c, language);
      await saved.body?.cancel();
      if (!saved.ok) return c.json(apiError(GENERIC_ERROR_MESSAGE, 'language_not_saved'), 502);
    }
    // Beside a refreshed session cookie, if the upstream call refreshed the session's tokens.
    c.header('set-cookie', languageCookieHeader(language), { append: true });
    return c.json<LanguageChoice>({ language });
  },
);
