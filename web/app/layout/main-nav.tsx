import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { css } from 'styled-system/css';
import type { SessionSummary } from '#contract/session';
import { mainNavItems } from './nav-items';

const nav = css({ hideBelow: 'md', flex: '1', minWidth: 0 });

const list = css({
  display: 'flex',
  alignItems: 'stretch',
  gap: '1',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const link = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '3',
  color: 'fg',
  fontWeight: '500',
  textDecoration: 'none',
  borderBottomWidth: '3px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'transparent',
  _hover: { color: 'brand.primary.ink', textDecoration: 'underline', textUnderlineOffset: '4px' },
  '&[aria-current=page]': { color: 'brand.primary.ink', borderBottomColor: 'brand.primary' },
});

/** The horizontal nav shown from 768px (spec section 2.3); hidden below by CSS, so first paint is right. */
export function MainNav({ session }: { session: SessionSummary }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Main`} className={nav}>
      <ul className={list}>
        {mainNavItems(session).map((item) => (
          <li key={item.id} className={css({ display: 'flex' })}>
            <NavLink to={item.to} className={link} end={item.id === 'home'}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
