import { PATHS } from '#contract/page-paths';
import { useSession } from '#web/lib/session.ts';
import { headerClass, headerInnerClass } from './frame-styles';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

/**
 * The shared header (spec section 2.3). Logged out it shows only the logo. Logged in it adds the
 * horizontal nav and user dropdown from 768px, and the burger menu below; CSS does the switch.
 */
export function Header() {
  const session = useSession();
  return (
    <header className={headerClass}>
      <div className={headerInnerClass}>
        <Logo to={session ? PATHS.home : PATHS.login} />
        {session ? (
          <>
            <MainNav session={session} />
            <UserMenu session={session} />
            <MobileMenu session={session} />
          </>
        ) : null}
      </div>
    </header>
  );
}
