import { msg } from '@lingui/core/macro';
/**
 * The titles of a benefit's set-up and manage pages, apart from them: their routes name them
 * (web/app/router.tsx) without loading the pages; read in the page's language.
 */
export const BENEFIT_TITLES = {
  setup: (name: string) => msg`Set up ${name}`,
  manage: (name: string) => msg`Manage ${name}`,
} as const;
