/** The titles of a benefit's set-up and manage pages, apart from them: their routes name them (web/app/router.tsx). */
export const BENEFIT_TITLES = {
  setup: (name: string) => `Set up ${name}`,
  manage: (name: string) => `Manage ${name}`,
} as const;
