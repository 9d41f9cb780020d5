import { useNavigate } from 'react-router';
import { PATHS } from '#contract/page-paths';
import { Button } from '#web/ui/button.tsx';
import { cancelPendingLogin } from '../api/two-factor';

/**
 * The ways out of a two-factor page back to the login page: `toLogin` when no sign-in is pending
 * any more (expired, cancelled, never started), `cancel` to forget the pending one first.
 */
export function useLeavePendingLogin() {
  const navigate = useNavigate();
  const toLogin = () => navigate(PATHS.login, { replace: true });
  const cancel = async () => {
    await cancelPendingLogin();
    toLogin();
  };
  return { toLogin, cancel };
}

/** Back or Close: forgets the pending sign-in and returns to the login page. */
export function LeavePendingLoginButton({ label }: { label: string }) {
  const { cancel } = useLeavePendingLogin();
  return (
    <Button variant="secondary" onClick={() => void cancel()}>
      {label}
    </Button>
  );
}
