/**
 * The paint-first shell every page streams into (its CSS inline, its scripts loaded after the
 * first paint, decision 013), root empty: the build writes it from web/index.html
 * (scripts/page-shell.mjs), the Worker streams each page into it (docs/decisions/066).
 */
export const PAGE_SHELL_FILE = '/shell/page-shell.html';

/**
 * Where the build lists the chunks of each route module (its route names it), as
 * `{ 'features/…/routes/….tsx': ['/assets/…js'] }`, for the Worker to preload with the page.
 */
export const PAGE_CHUNKS_FILE = '/shell/page-chunks.json';
