/**
 * What the main area holds while the first screen's code is still loading: the frame around it is
 * already painted (router HydrateFallback), so only this empty, busy region waits.
 */
export function PageLoading() {
  return <div aria-busy="true" data-testid="page-loading" />;
}
