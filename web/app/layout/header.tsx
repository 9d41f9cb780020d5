import { css } from 'styled-system/css';
import { useSession } from '../../lib/session';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

const header = css({
  position: 'relative',
  zIndex: 10,
  bg: 'canvas',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
});

const inner = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  minHeight: '64px',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: '4',
  paddingBlock: '2',
});

/**
 * The shared header (spec section 2.3). Logged out it shows only the logo. Logged in it adds the
 * horizontal nav and user dropdown from 768px, and the burger menu below; CSS does the switch.
 */
export function Header() {
  const session = useSession();
  return (
    <header className={header}>
      <div className={inner}>
        <Logo />
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
