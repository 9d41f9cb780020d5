import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { css } from 'styled-system/css';

const listClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: 'sm',
  color: 'fg.muted',
  '& li + li::before': { content: '"›"', marginInlineEnd: '2', color: 'fg.muted' },
});

const linkClass = css({
  color: 'fg',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.primary.ink' },
});

/** A breadcrumb trail (spec 2.8, 2.11): links to the pages above, then the current page's name. */
export function Breadcrumb({
  trail,
  current,
}: {
  trail: readonly { label: string; to: string }[];
  current: string;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className={listClass}>
        {trail.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={linkClass}>
              {item.label}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
