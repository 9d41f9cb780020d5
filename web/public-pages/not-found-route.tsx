import { NotFoundPage } from '#web/app/errors/not-found-page.tsx';

/** Any path that is no public page and no page of the signed-in app (spec 2.15). */
export function Component() {
  return <NotFoundPage />;
}
