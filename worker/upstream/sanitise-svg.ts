/**
 * The one place an SVG icon from a URL is made safe (spec section 3, Icons; docs/decisions/043):
 * GET /api/benefits/:id/icon passes each remote icon through here once, before it is cached and
 * before any browser sees it. Like the HTML sanitiser (decision 036) the result is written afresh
 * from an allow-list, so nothing reaches the browser that this module did not write itself.
 *
 * Two kinds of input are told apart:
 * - **Unsafe**: anything that could run, reach out or hide such a thing: a script, a foreignObject,
 *   an event handler, any href / xlink:href / src, a `url(`, a style element or attribute (CSS can
 *   import and load), animation (it can rewrite an attribute into a link), a DOCTYPE or entity
 *   (entity expansion, external entities), CDATA, processing instructions other than the leading
 *   XML declaration, or markup that does not parse as balanced tags. The icon is refused whole:
 *   the route shows the fallback icon and logs why.
 * - **Noise** a design tool leaves behind (metadata, editor attributes, ids, classes, comments): dropped.
 */

/** Elements kept, with the attributes kept (besides the presentation attributes, for all). */
const ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  svg: ['viewBox', 'width', 'height', 'preserveAspectRatio'],
  g: [],
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  title: [],
  desc: [],
};
export const ALLOWED_SVG_ELEMENTS: ReadonlySet<string> = new Set(Object.keys(ELEMENTS));

/** Painting attributes any kept element may have. */
const PRESENTATION = new Set([
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'transform',
]);

/** Elements whose presence makes the icon unsafe (lower-cased; namespaced ones by local name too). */
const UNSAFE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'style',
  'iframe',
  'object',
  'embed',
  'image',
  'use',
  'a',
  'animate',
  'animatemotion',
  'animatetransform',
  'set',
  'feimage',
  'handler',
  'listener',
  'audio',
  'video',
  'link',
  'meta',
  'base',
]);

/** Elements a design tool writes that say nothing about the drawing: dropped with their content. */
const DROPPED_WITH_CONTENT = new Set(['metadata', 'defs', 'sodipodi:namedview']);

/** Attribute names whose presence makes the icon unsafe, whatever their value. */
const UNSAFE_ATTRIBUTE =
  /^(on|formaction$|style$|src$|href$|xlink:|xml:base$|filter$|mask$|clip-path$|marker)/i;

/** What a kept attribute's value may hold: numbers, words, colours, path data, transforms. */
const SAFE_VALUE = /^[A-Za-z0-9\s.,#%()+-]*$/;

/** The most an icon may weigh, read or written. */
export const MAX_SVG_BYTES = 64 * 1024;

export type SvgVerdict = { safe: true; svg: string } | { safe: false; reason: string };

const XML_DECLARATION = /^\uFEFF?\s*<\?xml\s[^?>]*\?>/;
const COMMENT = /<!--[\s\S]*?-->/g;
/** A start, end or self-closing tag: name, then attributes with quoted values (or none). */
const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*(?:\s*=\s*(?:"[^"<]*"|'[^'<]*'))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g;

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The five XML entities, decoded; any other reference makes the text unsafe (null). */
function decodeText(text: string): string | null {
  if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(text)) return null;
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

/** The kept attributes of one tag, written out; or the reason the icon is unsafe. */
function attributesOf(tag: string, source: string): { written: string } | { unsafe: string } {
  const kept: string[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1] ?? '';
    const value = match[2] ?? match[3] ?? '';
    if (UNSAFE_ATTRIBUTE.test(name)) return { unsafe: `attribute ${name.toLowerCase()}` };
    if (/url\s*\(|javascript:|&/i.test(value)) return { unsafe: `a reference in ${name}` };
    const allowed = PRESENTATION.has(name) || (ELEMENTS[tag] ?? []).includes(name);
    // Anything else (ids, classes, namespace declarations, editor attributes) is noise.
    if (!allowed) continue;
    if (!SAFE_VALUE.test(value)) return { unsafe: `the value of ${name}` };
    kept.push(` ${name}="${value}"`);
  }
  return { written: kept.join('') };
}

/** Whether a text between tags may be kept (a title's, a description's) or is whitespace. */
const TEXT_ELEMENTS = new Set(['title', 'desc']);

/**
 * An SVG document made safe, or why it cannot be. The result has one root `<svg>` with the SVG
 * namespace, the allowed elements and attributes only, balanced tags and escaped text.
 */
export function sanitiseSvg(input: string): SvgVerdict {
  if (new TextEncoder().encode(input).length > MAX_SVG_BYTES) return { safe: false, reason: 'too large' };
  let source = input.replace(XML_DECLARATION, '');
  if (/<!\[CDATA\[/i.test(source)) return { safe: false, reason: 'CDATA' };
  if (/<!doctype|<!entity/i.test(source)) return { safe: false, reason: 'a DOCTYPE or entity' };
  if (/<\?/.test(source)) return { safe: false, reason: 'a processing instruction' };
  source = source.replace(COMMENT, '');
  if (/<!/.test(source)) return { safe: false, reason: 'markup that does not parse' };

  const out: string[] = [];
  const open: { name: string; kept: boolean }[] = [];
  let dropping = 0;
  let roots = 0;
  let at = 0;
  while (at < source.length) {
    const next = source.indexOf('<', at);
    const text = source.slice(at, next < 0 ? source.length : next);
    if (text.includes('>')) return { safe: false, reason: 'markup that does not parse' };
    if (text.trim() !== '') {
      if (open.length === 0) return { safe: false, reason: 'text outside the svg element' };
      const decoded = decodeText(text);
      if (decoded === null) return { safe: false, reason: 'an entity reference' };
      const parent = open[open.length - 1];
      if (dropping === 0 && parent?.kept && TEXT_ELEMENTS.has(parent.name)) out.push(escapeText(decoded));
    }
    if (next < 0) break;
    TAG.lastIndex = next;
    const tag = TAG.exec(source);
    if (!tag) return { safe: false, reason: 'markup that does not parse' };
    at = next + tag[0].length;
    const [, closing, rawName = '', attributes = '', selfClosing] = tag;
    const name = rawName.toLowerCase();
    const localName = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    if (UNSAFE_ELEMENTS.has(name) || UNSAFE_ELEMENTS.has(localName)) {
      return { safe: false, reason: `element ${localName}` };
    }
    if (closing) {
      const top = open.pop();
      if (!top || top.name !== rawName) return { safe: false, reason: 'tags that do not balance' };
      if (DROPPED_WITH_CONTENT.has(name)) dropping--;
      // A kept element was opened outside any dropped one, so its end is too.
      if (top.kept) out.push(`</${rawName}>`);
      continue;
    }
    if (open.length === 0) {
      roots++;
      if (rawName !== 'svg' || roots > 1)
        return { safe: false, reason: 'a root that is not one svg element' };
    }
    const allowed = ALLOWED_SVG_ELEMENTS.has(rawName);
    const attributeResult = attributesOf(rawName, attributes);
    if ('unsafe' in attributeResult) return { safe: false, reason: attributeResult.unsafe };
    const kept = allowed && dropping === 0;
    if (kept) {
      const namespace = open.length === 0 ? ' xmlns="http://www.w3.org/2000/svg"' : '';
      out.push(`<${rawName}${namespace}${attributeResult.written}${selfClosing ? '/>' : '>'}`);
    }
    if (selfClosing) continue;
    if (DROPPED_WITH_CONTENT.has(name)) dropping++;
    open.push({ name: rawName, kept });
  }
  if (open.length > 0) return { safe: false, reason: 'tags that do not balance' };
  if (roots !== 1) return { safe: false, reason: 'no svg element' };
  return { safe: true, svg: out.join('') };
}
