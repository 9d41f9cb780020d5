// Whether a page's largest contentful paint was its data: the element Lighthouse named, found again
// in the bench's Chromium (same cookies) by its DOM path, must be inside an element that marks what
// the page rendered from its calls' answers (`data-page-data`, web/lib/page-data.tsx `PageData`), and
// not be a heading.
import { PAGE_DATA_ATTRIBUTE } from '#contract/page-data';
import { connect } from './browser-state.mjs';

/** How long the page may take to load and hydrate before its element is looked for. */
const SETTLE_MS = 15_000;

/**
 * @typedef {{ isData: boolean, reason: string }} LcpVerdict
 * reason: what was found, for the table when it is not data (or could not be told).
 */

/**
 * Loads `url` in a new tab of the bench's Chromium (whose cookies are the signed-in person's, as
 * prepareSignedInVisit left them), waits for it to be hydrated, and looks up `node.path`. The node
 * must be the element Lighthouse named (same tag, same text), else the verdict is "not found": a page
 * whose markup differs from one load to the next cannot pass this budget by chance.
 * @param {{ chromiumPort: number, url: string, node: import('./lighthouse.mjs').LcpNode | null }} options
 * @returns {Promise<LcpVerdict>}
 */
export async function lcpIsPageData({ chromiumPort, url, node }) {
  if (!node) return { isData: false, reason: 'Lighthouse named no element' };
  const devtools = `http://127.0.0.1:${chromiumPort}`;
  const created = await fetch(`${devtools}/json/new?${url}`, { method: 'PUT' });
  /** @type {{ id: string, webSocketDebuggerUrl: string }} */
  const target = await created.json();
  const page = await connect(target.webSocketDebuggerUrl);
  try {
    const deadline = Date.now() + SETTLE_MS;
    /** @type {any} */
    let found = null;
    while (Date.now() < deadline) {
      try {
        const answer = await page.send('Runtime.evaluate', {
          expression: `(${findNode.toString()})(${JSON.stringify(node.path)}, ${JSON.stringify(PAGE_DATA_ATTRIBUTE)})`,
          returnByValue: true,
        });
        found = answer.result?.value ?? null;
      } catch {
        // No document to evaluate in yet (the tab is still navigating): ask again.
        found = null;
      }
      if (found?.settled && found.tag) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!found?.tag) return { isData: false, reason: `no element at ${node.path}` };
    const sameText = normalise(found.text).startsWith(normalise(node.nodeLabel).replace(/…$/, ''));
    const sameTag = node.snippet.toLowerCase().startsWith(`<${found.tag}`);
    if (!sameTag || !sameText) {
      return { isData: false, reason: `a different element at its path (<${found.tag}> ${found.text})` };
    }
    if (/^h[1-6]$/.test(found.tag)) return { isData: false, reason: 'a heading' };
    if (!found.inData) return { isData: false, reason: `outside [${PAGE_DATA_ATTRIBUTE}]` };
    return { isData: true, reason: `inside [${PAGE_DATA_ATTRIBUTE}]` };
  } finally {
    page.close();
    await fetch(`${devtools}/json/close/${target.id}`);
  }
}

/** @param {string} text */
function normalise(text) {
  return text.replace(/\s+/g, ' ').trim().slice(0, 60);
}

/**
 * Runs in the page: the node at a Lighthouse path ("1,HTML,1,BODY,0,DIV,…"), whether the page has
 * settled (parsed, its streamed answers read, which the app does just before it hydrates, and a
 * second gone by since), and whether the node is inside a data marker.
 * @param {string} path
 * @param {string} attribute
 */
function findNode(path, attribute) {
  const w = /** @type {any} */ (window);
  if (document.readyState !== 'complete' || document.querySelector('script[data-page-query]')) {
    w.__lcpSettledAt = undefined;
    return { settled: false };
  }
  w.__lcpSettledAt ??= performance.now();
  if (performance.now() - w.__lcpSettledAt < 1000) return { settled: false };
  const parts = path.split(',');
  /** @type {Node | null} */
  let node = document;
  for (let i = 0; i < parts.length && node; i += 2) {
    const index = Number(parts[i]);
    const name = parts[i + 1];
    // As Lighthouse counts: every child node but text that is only white space.
    const children = [...node.childNodes].filter(
      (child) => child.nodeType !== Node.TEXT_NODE || (child.nodeValue ?? '').trim().length > 0,
    );
    const next = children[index];
    node = next && next.nodeName === name ? next : null;
  }
  if (!(node instanceof Element)) return { settled: true };
  return {
    settled: true,
    tag: node.localName,
    text: node instanceof HTMLElement ? node.innerText : (node.textContent ?? ''),
    inData: node.closest(`[${attribute}]`) !== null,
  };
}
