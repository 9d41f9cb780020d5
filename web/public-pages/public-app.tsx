import type { Bootstrap } from '../../worker/contract/bootstrap';
import { CrashView } from '../app/errors/crash-view';
import { PageLoading } from '../app/layout/page-loading';
import { BootstrapProvider } from '../lib/bootstrap';
import type { PublicHistory } from '../lib/public-history';
import { PublicRouter, RouteOutlet } from '../lib/public-router';
import { PublicLayout } from './public-layout';
import { publicRoutes } from './public-routes';

/**
 * The public pages (spec 2.1) as one tree: the same in the browser (web/public-main.tsx) and in the
 * build-time prerender (web/public-pages/render-public-page.tsx), so the two render identically.
 */
export function PublicApp({ bootstrap, history }: { bootstrap: Bootstrap; history: PublicHistory }) {
  return (
    <BootstrapProvider value={bootstrap}>
      <PublicRouter routes={publicRoutes} history={history}>
        <PublicLayout>
          <RouteOutlet loading={<PageLoading />} failure={<CrashView />} />
        </PublicLayout>
      </PublicRouter>
    </BootstrapProvider>
  );
}
