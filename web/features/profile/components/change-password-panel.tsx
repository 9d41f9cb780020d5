import { changePasswordRequestSchema } from '#contract/password-requests';
import { PASSWORD_TEXTS } from '#contract/password-rules';
import { CHANGE_PASSWORD_TEXTS, PROFILE_ERROR_CODES } from '#contract/profile-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { NewPasswordStep } from '#web/ui/new-password-step.tsx';
import { PasswordInput } from '#web/ui/password-input.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { changePassword } from '../api/profile-details';

/**
 * The change-password panel (spec 2.16): the current password, then the new one with its live
 * checklist (the signed-in person's details and history judge it, spec section 5), both checked
 * with the Worker's schema of the call. Submitting the instant the new password is typed waits for
 * its check (web/ui/new-password-step). A change ends every other session of the account and keeps
 * this one (docs/decisions/063): the page says so.
 */
export function ChangePasswordPanel({
  open,
  onClose,
  onClosed,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
  /** The password has changed: the page closes the panel and says so. */
  onChanged: () => void;
}) {
  return (
    <SidePanel open={open} onClose={onClose} onClosed={onClosed} title={CHANGE_PASSWORD_TEXTS.title}>
      <NewPasswordStep
        schema={changePasswordRequestSchema}
        context={{}}
        submit={changePassword}
        onSubmitted={() => onChanged()}
        onError={(error) => {
          if (!(error instanceof ApiRequestError)) return { alert: CHANGE_PASSWORD_TEXTS.failed };
          if (error.code === PROFILE_ERROR_CODES.currentPasswordWrong) {
            return {
              alert: CHANGE_PASSWORD_TEXTS.currentWrong,
              fields: { currentPassword: CHANGE_PASSWORD_TEXTS.currentWrong },
            };
          }
          if (error.code === PROFILE_ERROR_CODES.passwordRejected) {
            return { alert: PASSWORD_TEXTS.unmet, fields: { password: PASSWORD_TEXTS.unmet } };
          }
          const currentPassword = error.body.error.fields?.currentPassword;
          return {
            alert: error.status === 0 ? CHANGE_PASSWORD_TEXTS.failed : error.message,
            fields: currentPassword ? { currentPassword } : {},
          };
        }}
        submitLabel={CHANGE_PASSWORD_TEXTS.submit}
        secondaryAction={
          <Button variant="secondary" onClick={onClose}>
            {CHANGE_PASSWORD_TEXTS.cancel}
          </Button>
        }
      >
        {({ register, formState: { errors } }) => (
          <>
            <p>{CHANGE_PASSWORD_TEXTS.intro}</p>
            <PasswordInput
              label={CHANGE_PASSWORD_TEXTS.currentPassword}
              autoComplete="current-password"
              required
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          </>
        )}
      </NewPasswordStep>
    </SidePanel>
  );
}
