import { PATHS } from '#contract/page-paths';
import { buttonStyles } from '#web/ui/button.tsx';
import { ErrorView } from '#web/ui/error-view.tsx';

/**
 * Spec 2.3: what a render crash shows. It needs no router and no bootstrap data, since either may be
 * what broke; the link is a plain <a> so it reloads the app from scratch.
 */
export function CrashView() {
  return (
    <ErrorView
      heading="Uh oh!"
      message="It looks like something has gone wrong. Please try refreshing the page or click below to return to the home page"
      action={
        <a href={PATHS.login} className={buttonStyles()}>
          Return to home
        </a>
      }
    />
  );
}
