import { useMatches } from 'react-router';
import {
  CONTENT_PAGE_TEXTS,
  CONTENT_PAGES,
  type ContentPageName,
  isContentPageName,
} from '#contract/content-pages';
import { PATHS } from '#contract/page-paths';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { useRequest } from '#web/lib/use-request.ts';
import { Breadcrumb } from '#web/ui/breadcrumb.tsx';
import { ButtonLink } from '#web/ui/button.tsx';
import { CmsHtml } from '#web/ui/cms-html.tsx';
import { ErrorView } from '#web/ui/error-view.tsx';
import { CookiePolicySettings } from '#web/ui/manage-cookies.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { fetchContentPage } from '../api/content-page';

/**
 * /cookie-policy/, /privacy-statement/ and /terms-and-conditions/ (spec 2.11). The Worker serves
 * each with the client's policy in the bootstrap and renders it into the HTML, so the first render
 * is the policy; moving here from another page asks the Worker for it. Which page it is, is its
 * route's id (the contract's name of the page).
 */
export function Component() {
  const route = useMatches().at(-1)?.id ?? '';
  const page: ContentPageName = isContentPageName(route) ? route : 'privacyStatement';
  return <ContentPageView key={page} page={page} />;
}

function ContentPageView({ page }: { page: ContentPageName }) {
  const { session, content } = useBootstrap();
  const { title } = CONTENT_PAGES[page];
  const given = content?.page === page ? content : null;
  const request = useRequest(
    (signal) => (given ? Promise.resolve(given) : fetchContentPage(page, signal)),
    `content-page:${page}`,
  );
  // Breadcrumb and failure view lead home: the signed-in home, or the login page (spec 2.11).
  const homePath = session ? PATHS.home : PATHS.login;
  const html = given ? given.html : request.status === 'success' ? request.data.html : undefined;
  const failed = html === null || (!given && request.status === 'error');

  if (failed) {
    return (
      <ErrorView
        heading={`${CONTENT_PAGE_TEXTS.failure} ${title}`}
        action={<ButtonLink to={homePath}>{CONTENT_PAGE_TEXTS.returnToHome}</ButtonLink>}
      />
    );
  }
  return (
    <div className={pageFrameClass}>
      <Breadcrumb trail={[{ label: CONTENT_PAGE_TEXTS.breadcrumbHome, to: homePath }]} current={title} />
      <PageHeading>{title}</PageHeading>
      {html === undefined ? <div aria-busy="true" data-testid="page-loading" /> : <CmsHtml html={html} />}
      {page === 'cookiePolicy' && html !== undefined ? <CookiePolicySettings /> : null}
    </div>
  );
}
