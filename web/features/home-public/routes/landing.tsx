import { css } from 'styled-system/css';
import { useBootstrap } from '../../../lib/bootstrap';
import { useDocumentTitle } from '../../../lib/document-title';
import { DEFAULT_AVATAR_URL } from '../../../ui/icons/default-avatar';

const page = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4',
  paddingInline: '4',
  paddingBlock: '12',
  textAlign: 'center',
});

const link = css({ color: 'brand.primary.ink', textDecoration: 'underline', textUnderlineOffset: '3px' });

/** A stand-in for the login screen at / (spec section 2.4) until the real one lands. */
export function Component() {
  const { theme } = useBootstrap();
  useDocumentTitle('Login');
  const email = theme.supportEmail;
  return (
    <div className={page}>
      <h1 className={css({ fontSize: '3xl', fontWeight: '700', color: 'fg' })}>{theme.brandName}</h1>
      <img src={DEFAULT_AVATAR_URL} alt="" width={120} height={120} />
      <p>
        Contact us:{' '}
        {email ? (
          <a className={link} href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          <a className={link} href={`tel:${theme.supportNumber.replace(/\s+/g, '')}`}>
            {theme.supportNumber}
          </a>
        )}
      </p>
    </div>
  );
}
