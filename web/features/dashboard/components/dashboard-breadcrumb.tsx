import { css } from 'styled-system/css';
import { NAV_PATHS } from '../../../app/layout/nav-items';
import { useNavigation } from '../../../lib/navigation';

/** Home > Employer dashboard > <current page> (spec section 2.2); the last item is this page. */
export function DashboardBreadcrumb({ current }: { current: string }) {
  const { Link } = useNavigation();
  return (
    <nav aria-label="Breadcrumb">
      <ol className={listClass}>
        <li>
          <Link to={NAV_PATHS.home} className={linkClass}>
            Home
          </Link>
        </li>
        <li>
          <Link to={NAV_PATHS.dashboard} className={linkClass}>
            Employer dashboard
          </Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

const listClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  padding: '0',
  margin: '0',
  fontSize: 'sm',
  color: 'fg',
  '& li + li::before': { content: '">"', marginInlineEnd: '2', color: 'fg.muted' },
});

const linkClass = css({
  color: 'brand.primary.ink',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});
