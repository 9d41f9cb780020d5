import { Hono } from 'hono';
import { changePasswordRequestSchema } from '#contract/password-requests';
import { PASSWORD_TEXTS } from '#contract/password-rules';
import {
  type ChangePasswordResponse,
  changePasswordResponseSchema,
  type ProfileDetails,
  profileDetailsSchema,
} from '#contract/profile';
import { contactDetailsUpdateSchema } from '#contract/profile-requests';
import { CHANGE_PASSWORD_TEXTS, PROFILE_DETAIL_TEXTS, PROFILE_ERROR_CODES } from '#contract/profile-rules';
import { answers } from '../http/answers';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { browserUserAgent } from '../http/browser-user-agent';
import { fieldRefusal } from '../http/field-refusal';
import { validate } from '../http/validation';
import { enforceRateLimit } from '../middleware/rate-limit';
import { requireSignedIn } from '../middleware/session';
import { revokeEveryOtherSessionOf } from '../session/session-store';
import { callAsUser } from '../upstream/authorized-calls';
import { fieldErrorsOf } from '../upstream/field-errors';
import {
  CONTACT_FIELD_NAMES,
  toUpstreamContact,
  upstreamPasswordChangedSchema,
  upstreamPasswordChangeRefusalSchema,
  upstreamProfileSchema,
} from '../upstream/profile-responses';
import { readUpstream } from '../upstream/upstream-json';

/**
 * The profile page's own details (spec 2.2, /user GET and PATCH) and the change-password panel
 * (spec 2.16). The upstream user is always the session's.
 */
export const profileDetailRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get('/details', answers(profileDetailsSchema), async (c) =>
    c.json<ProfileDetails>(await readUpstream(await callAsUser(c, 'v2', '/user'), upstreamProfileSchema)),
  )

  .patch(
    '/details',
    answers(profileDetailsSchema),
    validate('json', contactDetailsUpdateSchema),
    async (c) => {
      const response = await callAsUser(c, 'v2', '/user', {
        method: 'PATCH',
        body: JSON.stringify(toUpstreamContact(c.req.valid('json'))),
      });
      if (response.status === 422) {
        const fields = fieldErrorsOf(await response.json().catch(() => null), CONTACT_FIELD_NAMES);
        if (Object.keys(fields).length > 0) return fieldRefusal(c, fields);
      }
      return c.json<ProfileDetails>(
        await readUpstream(response, upstreamProfileSchema, PROFILE_DETAIL_TEXTS.saveFailed),
      );
    },
  )

  /**
   * The upstream checks the current password and the nine rules with the history, then ends every
   * other session of the account (and any act-as session and unspent link of the person); so does
   * the Worker, with the mark sign out everywhere leaves (decision 056), and this session goes on as
   * a new one begun after it (decision 063).
   */
  .post(
    '/password',
    answers(changePasswordResponseSchema),
    validate('json', changePasswordRequestSchema),
    async (c) => {
      const { sid } = c.var.session.require();
      const limited = await enforceRateLimit(c, c.env.PASSWORD_RESET_RATE_LIMITER, ['session', sid]);
      if (limited) return limited;
      const { currentPassword, password } = c.req.valid('json');
      const response = await callAsUser(c, 'v2', '/user/password', {
        method: 'POST',
        body: JSON.stringify({
          current_password: currentPassword,
          password,
          password_confirmation: password,
          user_agent: browserUserAgent(c),
        }),
      });
      if (response.status === 422) {
        const refusal = upstreamPasswordChangeRefusalSchema.safeParse(
          await response.json().catch(() => null),
        );
        if (refusal.success && refusal.data.errors?.current_password) {
          return c.json(
            apiError(CHANGE_PASSWORD_TEXTS.currentWrong, PROFILE_ERROR_CODES.currentPasswordWrong, {
              fields: { currentPassword: CHANGE_PASSWORD_TEXTS.currentWrong },
            }),
            422,
          );
        }
        return c.json(
          apiError(PASSWORD_TEXTS.unmet, PROFILE_ERROR_CODES.passwordRejected, {
            fields: { password: PASSWORD_TEXTS.unmet },
          }),
          422,
        );
      }
      await readUpstream(response, upstreamPasswordChangedSchema, CHANGE_PASSWORD_TEXTS.failed);
      const session = c.var.session.require();
      c.var.session.replace(await revokeEveryOtherSessionOf(c.env, session, c.var.deps.now()));
      return c.json<ChangePasswordResponse>({ changed: true });
    },
  );
