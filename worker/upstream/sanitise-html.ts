import type { SafeHtml } from '#contract/safe-html';
import { VIDEO_PLAYER_ATTRIBUTE, VIDEO_TEXTS, videoOf } from '#contract/video-embeds';

/**
 * The one place HTML from the upstream is made safe (docs/decisions/036-one-sanitiser.md): CMS
 * policies and the new-terms texts, the contact page's side content, a benefit's description and
 * terms, the login's server text and the two-factor error lines. Each is passed through here once,
 * in the Worker's mapping of the upstream's answer; the SPA writes the result in as it is and has
 * no filter of its own (contract/safe-html).
 *
 * Two passes:
 * 1. HTMLRewriter (the Workers runtime's streaming HTML parser) keeps an allow-list of formatting
 *    elements with no attribute but a safe `href` on links. Script-like elements go with their
 *    content; every other element is unwrapped to its content; comments go.
 * 2. The result is tokenised once more and re-written from the allow-list alone: start and end
 *    tags are balanced (a stray `</div>` cannot close the page's own markup), every tag is written
 *    by this module, a doctype goes, and any other `<` or `>` becomes text.
 *
 * Links keep no `target` (so none opens a window with `window.opener`) and no other attribute.
 *
 * One element is turned into another: an embedded player of a known video service (an `iframe` whose
 * address `videoOf` reads) becomes a link to the video's page, marked with the player's address, so
 * that the SPA may frame the player while the person allows video-player cookies (decision 082).
 * The mark is kept only on a link to that very video's page; any other iframe goes.
 */

/** The allow-list: the only elements the output holds; `a` with an `href` and nothing else. */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'a',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
]);
const VOID_TAGS = new Set(['br']);

/** Elements whose content is code, markup or raw text, not text a person should read. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
] as const;

/** The schemes a link may have; an address without a scheme (relative) is kept too. */
export const SAFE_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** True for http(s), mailto and tel addresses and for scheme-less (relative) references. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const compact = href.replace(/[\u0000-\u0020\u007f]/g, '');
  // Entities decode before the browser reads the scheme ("javascript&colon;"): refuse any.
  if (/&|\\/.test(compact.split(/[/?#]/, 1)[0] ?? '')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return SAFE_SCHEMES.has(`${scheme[1]?.toLowerCase()}:`);
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A video's link as the SPA finds it: to the video's page, marked with its player. */
function videoLink(player: string, page: string, title: string): string {
  return `<a href="${escapeAttribute(page)}" ${VIDEO_PLAYER_ATTRIBUTE}="${escapeAttribute(player)}">${escapeText(VIDEO_TEXTS.link(title))}</a>`;
}

/** True when `player` is a known player's own address and `page` that video's page. */
function isVideoMark(player: string, page: string): boolean {
  const video = videoOf(player);
  return video !== null && video.player === player && video.page === page;
}

/** Pass 1: the allow-list, applied by the runtime's HTML parser. */
async function filterElements(html: string): Promise<string> {
  const rewriter = new HTMLRewriter()
    .on('iframe', {
      element(element) {
        // The parser hands attributes over as written, character references and all.
        const video = videoOf(decodeAttribute(element.getAttribute('src') ?? ''));
        if (!video) return;
        const title = decodeAttribute(element.getAttribute('title') ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        // Content written here is not read by this rewriter again; pass 2 checks the mark.
        element.replace(videoLink(video.player, video.page, title), { html: true });
      },
    })
    .on(DROPPED_WITH_CONTENT.join(', '), {
      element(element) {
        if (!element.removed) element.remove();
      },
    })
    .on('*', {
      element(element) {
        if (element.removed) return;
        const tag = element.tagName.toLowerCase();
        const href = tag === 'a' ? element.getAttribute('href')?.trim() : undefined;
        if (!ALLOWED_TAGS.has(tag) || (tag === 'a' && (!href || !isSafeHref(href)))) {
          element.removeAndKeepContent();
          return;
        }
        // Read them all first: removing while iterating would skip some.
        const names = [...element.attributes].flatMap(([name]) => (name ? [name] : []));
        for (const name of names) element.removeAttribute(name);
        if (href) element.setAttribute('href', href);
      },
    })
    .onDocument({
      comments(comment) {
        comment.remove();
      },
      // A doctype cannot be removed here (the Doctype API has no remove): pass 2 drops it.
    });
  return rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html' } })).text();
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const DOCTYPE = /<!doctype[^>]*>/gi;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const VIDEO_MARK = new RegExp(`\\s${VIDEO_PLAYER_ATTRIBUTE}\\s*=\\s*"([^"]*)"`, 'i');

/** Pass 2: every tag written afresh from the allow-list, balanced; anything else is text. */
function rebuild(filtered: string): string {
  const html = filtered.replace(DOCTYPE, '');
  const out: string[] = [];
  const open: string[] = [];
  let last = 0;
  const text = (chunk: string) => out.push(chunk.replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
  for (const match of html.matchAll(TAG)) {
    text(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName = '', attributes = ''] = match;
    const tag = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID_TAGS.has(tag)) {
      out.push(`<${tag}>`);
      continue;
    }
    if (tag === 'a') {
      const href = HREF.exec(attributes);
      const value = decodeAttribute(href?.[1] ?? href?.[2] ?? href?.[3] ?? '');
      if (!value || !isSafeHref(value)) continue;
      const player = decodeAttribute(VIDEO_MARK.exec(attributes)?.[1] ?? '');
      out.push(
        player && isVideoMark(player, value)
          ? `<a href="${escapeAttribute(value)}" ${VIDEO_PLAYER_ATTRIBUTE}="${escapeAttribute(player)}">`
          : `<a href="${escapeAttribute(value)}">`,
      );
    } else {
      out.push(`<${tag}>`);
    }
    open.push(tag);
  }
  text(html.slice(last));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Upstream HTML reduced to safe formatting and safe links, ready to be written into a page. */
export async function sanitiseHtml(html: string): Promise<SafeHtml> {
  let filtered: string;
  try {
    filtered = await filterElements(html);
  } catch {
    // The streaming parser refuses markup it cannot read in one pass (a raw-text element inside a
    // <select>, say). Pass 2 alone then: it writes every tag itself and turns the rest into text.
    filtered = html;
  }
  return rebuild(filtered);
}
