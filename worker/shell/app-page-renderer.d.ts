// The SPA's render of a page (web/app/render-app-page.tsx), which the build aliases to this name
// (vite.config.ts, vitest.config.ts): the Worker's type check sees only its contract, so the SPA's
// DOM-typed modules stay out of the Worker's program.
declare module '@portal/app-page-renderer' {
  export const renderAppPage: import('#contract/app-page-render').RenderAppPage;
  export const routeOfPath: import('#contract/app-page-render').RouteOfPath;
}
