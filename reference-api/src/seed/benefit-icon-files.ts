// The SVG files this API serves at /v1/benefit-icons/:file (docs/decisions/043), standing in for a
// provider's or a CDN's icon. Written as a design tool exports them (an XML declaration, a title,
// editor metadata, ids and classes), which the portal drops when it makes an icon safe.

export const BENEFIT_ICON_FILES: Readonly<Record<string, string>> = {
  'kingsway-cash-plan.svg': [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" id="kingsway-cash-plan" viewBox="0 0 48 48" width="48" height="48">',
    '  <title>Kingsway Cash Plans</title>',
    '  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>',
    '  <g id="layer-1" class="icon" data-name="Layer 1">',
    '    <rect x="4" y="12" width="40" height="26" rx="4" fill="#0E7C86"/>',
    '    <rect x="4" y="18" width="40" height="5" fill="#0A5C63"/>',
    '    <circle cx="34" cy="31" r="9" fill="#F2A93B" stroke="#FFFFFF" stroke-width="2"/>',
    '    <path d="M34 26v10M29 31h10" stroke="#FFFFFF" stroke-width="2.5" stroke-linecap="round"/>',
    '  </g>',
    '</svg>',
  ].join('\n'),
};
