/**
 * The fallback icon (spec section 3, Icons: a missing icon is replaced by a fallback icon): the same
 * gift the SPA shows for an icon name it does not know (web/ui/benefit-icon.tsx, lucide's "gift"),
 * as an SVG file, for a remote icon that is missing, unreachable or unsafe (docs/decisions/043).
 */
export const FALLBACK_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
  'stroke="#333333" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M12 8v13"/>' +
  '<path d="M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7"/>' +
  '<path d="M7.5 8a2.5 2.5 0 0 1 0-5A4.8 8 0 0 1 12 8a4.8 8 0 0 1 4.5-5 2.5 2.5 0 0 1 0 5"/></svg>';
