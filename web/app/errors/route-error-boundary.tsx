import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '#web/ui/error-page.tsx';
import { CrashView } from './crash-view';
import { NotFoundPage } from './not-found-page';

export const DEFAULT_ERROR_HEADING = 'Something went wrong';

/**
 * For a route's `ErrorBoundary`: a 404 response shows the not-found page, another thrown response
 * the error page with its status text, and anything else (a render crash, a failed lazy import)
 * the crash view.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    // A 404 is an answer, not a fault; everything else is worth a look in the console.
    if (!notFound) console.error(error);
  }, [error, notFound]);

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    return <ErrorPage heading={error.statusText || DEFAULT_ERROR_HEADING} />;
  }
  return <CrashView />;
}
