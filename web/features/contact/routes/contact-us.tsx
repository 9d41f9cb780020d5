import { useId, useState } from 'react';
import { Navigate } from 'react-router';
import { css } from 'styled-system/css';
import { contactLoadErrorPrompt } from '#contract/contact-rules';
import { CONTACT_TEXTS } from '#contract/contact-texts';
import { PATHS } from '#contract/page-paths';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { codeOnIntent } from '#web/lib/code-on-intent.tsx';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { Breadcrumb } from '#web/ui/breadcrumb.tsx';
import { CmsHtml } from '#web/ui/cms-html.tsx';
import { ErrorView } from '#web/ui/error-view.tsx';
import { PageData } from '#web/ui/page-data-marker.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { CONTACT_PAGE_CALL, useContactPage } from '../api/contact';

/** The code of the enquiry form (react-hook-form, zod) loads when a person starts to use it (decisions 072, 084). */
const EnquiryForm = codeOnIntent(async () => (await import('../components/enquiry-form')).EnquiryForm);

const columnsClass = css({
  display: 'grid',
  gap: '8',
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
  alignItems: 'start',
});

const asideClass = css({
  padding: '5',
  borderRadius: 'l2',
  bg: 'canvas.subtle',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});

const asideHeadingClass = css({ fontSize: 'xl', fontWeight: '700', color: 'fg' });

const emailLinkClass = css({
  color: 'brand.primary.ink',
  fontWeight: '500',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
});

const successClass = css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'lg' });

/**
 * /contact-us/ (spec 2.8, 4 Contact page): FORM, then SUCCESS once an enquiry is sent, or ERROR
 * when the page cannot load. Signed-in only (the session guard); a client with contact us switched
 * off is sent to /app/home/.
 */
export function Component() {
  const { client } = useBootstrap();
  if (!client?.contactUsEnabled) return <Navigate to={PATHS.home} replace />;
  return <ContactUs />;
}

function ContactUs() {
  const { theme } = useBootstrap();
  const page = useContactPage();
  const [sent, setSent] = useState(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(sent);
  const asideHeadingId = useId();

  if (page.isError) {
    const prompt = contactLoadErrorPrompt(theme);
    return (
      <ErrorView
        heading={CONTACT_TEXTS.loadError}
        message={
          <>
            {prompt.text} <a href={prompt.href}>{prompt.label}</a>
          </>
        }
        action={null}
      />
    );
  }
  return (
    <div className={pageFrameClass}>
      <Breadcrumb
        trail={[{ label: CONTACT_TEXTS.breadcrumbHome, to: PATHS.home }]}
        current={CONTACT_TEXTS.title}
      />
      <PageHeading ref={headingRef}>{sent ? CONTACT_TEXTS.successHeading : CONTACT_TEXTS.title}</PageHeading>
      {sent ? (
        <div role="status" className={successClass}>
          <p>{CONTACT_TEXTS.successText}</p>
        </div>
      ) : page.data ? (
        <div className={columnsClass}>
          <EnquiryForm options={page.data.enquiryOptions} onSent={() => setSent(true)} />
          <aside className={asideClass} aria-labelledby={asideHeadingId}>
            <PageData>
              <h2 id={asideHeadingId} className={asideHeadingClass}>
                {page.data.side.title}
              </h2>
              <CmsHtml html={page.data.side.html} />
            </PageData>
            {theme.contactUsEmail ? (
              <p>
                {CONTACT_TEXTS.emailUs}{' '}
                <a className={emailLinkClass} href={`mailto:${theme.contactUsEmail}`}>
                  {theme.contactUsEmail}
                </a>
              </p>
            ) : null}
          </aside>
        </div>
      ) : (
        <div aria-busy="true" data-testid="page-loading" />
      )}
    </div>
  );
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = () => [CONTACT_PAGE_CALL];
