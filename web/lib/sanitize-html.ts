/**
 * Server texts shown as HTML (the login error alert, spec section 8; CMS terms and policies) pass
 * through here first. The input is parsed with DOMParser (an inert document: nothing runs, nothing
 * loads) and rebuilt from an allowlist: b, strong, i, em, br, p, h2-h4, ul, ol, li, and a with an
 * http(s), mailto or relative href. Every other
 * element is unwrapped to its text; the contents of script-like elements are dropped; no other
 * attribute survives.
 */
const ALLOWED_TAGS = new Set(['b', 'strong', 'i', 'em', 'br', 'p', 'a', 'h2', 'h3', 'h4', 'ul', 'ol', 'li']);

/** Elements whose content is code or markup, not text a person should read. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'title',
  'head',
]);

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** True for http(s), mailto and scheme-less (relative) references. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const compact = href.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return SAFE_SCHEMES.has(`${scheme[1]?.toLowerCase()}:`);
}

export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const container = target.createElement('div');
  copyChildren(source.body, container, target);
  return container.innerHTML;
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    const href = tag === 'a' ? element.getAttribute('href') : null;
    // A link without a safe href is no link: keep its text only.
    if (!ALLOWED_TAGS.has(tag) || (tag === 'a' && (href === null || !isSafeHref(href)))) {
      copyChildren(element, to, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    if (href !== null) copy.setAttribute('href', href.trim());
    if (tag !== 'br') copyChildren(element, copy, doc);
    to.appendChild(copy);
  }
}
