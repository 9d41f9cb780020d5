/**
 * HTML the Worker has made safe: upstream HTML passed once through worker/upstream/sanitise-html.ts
 * (docs/decisions/036-one-sanitiser.md), so it holds only the allow-list's formatting elements and
 * links with a safe address. The SPA writes a field of this type in as it is and has no filter of
 * its own; a plain string (text) is never written in as HTML. Zod-free, like content-pages.
 */
export type SafeHtml = string;
