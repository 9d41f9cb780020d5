import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import type { Bootstrap } from '#contract/bootstrap';
import { PATHS } from '#contract/page-paths';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { LanguagePicker } from '#web/ui/language-picker.tsx';

const footer = css({
  marginTop: 'auto',
  bg: 'canvas.subtle',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border',
  color: 'fg.muted',
  fontSize: 'sm',
});

const inner = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: '4',
  paddingBlock: '6',
  md: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
});

const links = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '6',
  rowGap: '1',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: 'fg',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.primary.ink' },
});

/** The name after the copyright sign: the client's name, or the brand name when there is no client. */
export function companyName({ client, theme }: Pick<Bootstrap, 'client' | 'theme'>): string {
  return client?.name ?? theme.brandName;
}

/** The footer (spec section 2.2): legal links, Contact us when the client enables it, © year company. */
export function Footer() {
  const { client, theme } = useBootstrap();
  const year = new Date().getFullYear();
  return (
    <footer className={footer}>
      <div className={inner}>
        <ul className={links}>
          <li>
            <Link to={PATHS.privacyStatement} className={link}>
              <Trans>Privacy statement</Trans>
            </Link>
          </li>
          <li>
            <Link to={PATHS.termsAndConditions} className={link}>
              <Trans>Terms and conditions</Trans>
            </Link>
          </li>
          {client?.contactUsEnabled ? (
            <li>
              <Link to={PATHS.contactUs} className={link}>
                <Trans>Contact us</Trans>
              </Link>
            </li>
          ) : null}
        </ul>
        <LanguagePicker className={pickerClass} />
        <p className={css({ margin: 0 })} data-testid="footer-copyright">
          ©{' '}
          {/* The Worker renders the year it is where it runs; around New Year the browser's own year
              may differ, and the Worker's stands until the next render. */}
          <span suppressHydrationWarning>{year}</span> {companyName({ client, theme })}
        </p>
      </div>
    </footer>
  );
}

const pickerClass = css({ minWidth: '12rem' });
