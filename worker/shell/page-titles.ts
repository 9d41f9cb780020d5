// The title the shell writes before any script runs, so the very first bytes carry it.
// Routes not listed get the brand alone until their screen sets "title | brand" itself.
const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Login',
};

export function shellTitle(pathname: string, brandName: string): string {
  const title = PAGE_TITLES[pathname];
  return title ? `${title} | ${brandName}` : brandName;
}
