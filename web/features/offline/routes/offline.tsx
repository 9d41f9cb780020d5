import { useLingui } from '@lingui/react/macro';
import { OFFLINE_RETRY_ATTRIBUTE } from '#contract/offline-page';
import { PATHS } from '#contract/page-paths';
import { ButtonLink } from '#web/ui/button.tsx';
import { ErrorView } from '#web/ui/error-view.tsx';
import { OFFLINE_TEXTS } from '../offline-texts';

/**
 * /offline/ (docs/decisions/079): the page the service worker (web/public/sw.js) keeps, scripts
 * taken out, and shows when a page cannot be loaded offline. Its link goes home; the service worker
 * points it at the page the person was opening.
 */
export function Component() {
  const { t } = useLingui();
  return (
    <ErrorView
      heading={t(OFFLINE_TEXTS.heading)}
      message={t(OFFLINE_TEXTS.message)}
      action={
        <ButtonLink to={PATHS.home} {...{ [OFFLINE_RETRY_ATTRIBUTE]: '' }}>
          {t(OFFLINE_TEXTS.tryAgain)}
        </ButtonLink>
      }
    />
  );
}
