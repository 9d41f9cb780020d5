import { describe, expect, it } from 'vitest';
import { MAX_SVG_BYTES, sanitiseSvg } from './sanitise-svg';

/** The elements an icon may hold, written out here too: widening the module's list means changing this test. */
const ALLOWED = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'title',
  'desc',
];

/**
 * What is wrong with a sanitised icon, judged without the module's code: every `<` opens or closes
 * an allowed element; nothing can run or reach out (no handler, no href or src, no url(), no style,
 * no script or foreignObject, no entity); tags balance under one svg root.
 */
function problemsOf(svg: string): string[] {
  const problems: string[] = [];
  if (/on[a-z]+\s*=/i.test(svg)) problems.push('an event handler');
  if (/href|src\s*=|url\s*\(|style|script|foreignobject|javascript:|&(?!amp;|lt;|gt;)/i.test(svg)) {
    problems.push(`a reference or code: ${svg}`);
  }
  const open: string[] = [];
  let roots = 0;
  for (const match of svg.matchAll(/<(\/?)([^\s/>]+)([^>]*)>/g)) {
    const [, closing, name = '', rest = ''] = match;
    if (!ALLOWED.includes(name)) problems.push(`element ${name}`);
    if (closing) {
      if (open.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else {
      if (open.length === 0) roots++;
      if (!rest.endsWith('/')) open.push(name);
    }
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  if (roots !== 1 || !svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'))
    problems.push('not one svg root');
  if (svg.replace(/<[^>]*>/g, '').includes('<')) problems.push('a bare <');
  return problems;
}

function safeOf(input: string): string {
  const verdict = sanitiseSvg(input);
  if (!verdict.safe) throw new Error(`refused ${input}: ${verdict.reason}`);
  expect(problemsOf(verdict.svg), verdict.svg).toEqual([]);
  return verdict.svg;
}

/** An icon as a design tool exports it (like the reference API's Kingsway file). */
const EXPORTED = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" id="kingsway" viewBox="0 0 48 48">',
  '  <title>Kingsway Cash Plans</title>',
  '  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>',
  '  <g id="layer-1" class="icon" data-name="Layer 1">',
  '    <circle cx="34" cy="31" r="9" fill="#F2A93B" stroke="#FFFFFF" stroke-width="2"/>',
  '  </g>',
  '</svg>',
].join('\n');

const wrap = (inner: string, root = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${root}>${inner}</svg>`;

/** Each of these must be refused whole: the route then shows the fallback icon. */
const DANGEROUS: readonly [string, string][] = [
  ['a script element', wrap('<script>alert(1)</script><path d="M0 0h24"/>')],
  ['a script in upper case', wrap('<SCRIPT>alert(1)</SCRIPT>')],
  ['a namespaced script', wrap('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>')],
  ['a script hidden in CDATA', wrap('<script><![CDATA[alert(1)]]></script>')],
  ['CDATA on its own', wrap('<![CDATA[<script>alert(1)</script>]]>')],
  ['an onload handler on the root', wrap('<path d="M0 0"/>', ' onload="alert(1)"')],
  ['an onclick handler on a shape', wrap('<rect width="24" height="24" onclick="alert(1)"/>')],
  ['an onmouseover handler in mixed case', wrap('<circle r="4" OnMouseOver="alert(1)"/>')],
  ['a foreignObject', wrap('<foreignObject width="24" height="24"><div>hi</div></foreignObject>')],
  [
    'a foreignObject in lower case',
    wrap('<foreignobject><iframe src="https://evil.test"></iframe></foreignobject>'),
  ],
  ['a link element', wrap('<a href="javascript:alert(1)"><path d="M0 0"/></a>')],
  ['an xlink:href on use', wrap('<use xlink:href="https://evil.test/sprite.svg#icon"/>')],
  ['an href on a shape', wrap('<path d="M0 0" href="https://evil.test"/>')],
  ['an image', wrap('<image href="https://evil.test/pixel.png" width="1" height="1"/>')],
  ['a url() fill', wrap('<rect width="24" height="24" fill="url(https://evil.test/#g)"/>')],
  ['a url() with spaces', wrap('<rect fill="url (#g)"/>')],
  ['a url() filter', wrap('<g filter="url(#f)"><path d="M0 0"/></g>')],
  ['a style element', wrap('<style>@import url(https://evil.test/x.css);</style>')],
  ['a style attribute', wrap('<path d="M0 0" style="fill:red"/>')],
  ['an animation rewriting an attribute', wrap('<set attributeName="href" to="javascript:alert(1)"/>')],
  ['an animate element', wrap('<animate attributeName="fill" values="red;blue"/>')],
  ['an iframe', wrap('<iframe src="https://evil.test"></iframe>')],
  ['an embed', wrap('<embed src="https://evil.test/x.swf"/>')],
  [
    'a DOCTYPE with entities',
    `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wrap('<title>&x;</title>')}`,
  ],
  ['an entity reference in text', wrap('<title>&x;</title>')],
  ['an entity in an attribute', wrap('<path d="M0 0&#x3b;"/>')],
  [
    'a processing instruction',
    `<?xml-stylesheet href="https://evil.test/x.css"?>${wrap('<path d="M0 0"/>')}`,
  ],
  ['javascript: in a value', wrap('<path d="M0 0" fill="javascript:alert(1)"/>')],
  ['an xml:base', wrap('<g xml:base="https://evil.test/"><path d="M0 0"/></g>')],
  ['a root that is not svg', '<html><body><script>alert(1)</script></body></html>'],
  ['two roots', `${wrap('<path d="M0 0"/>')}${wrap('<path d="M0 0"/>')}`],
  ['unbalanced tags', wrap('<g><path d="M0 0"/>')],
  ['a stray end tag', wrap('</g><path d="M0 0"/>')],
  ['an unquoted attribute', wrap('<rect width=24 onload=alert(1)/>')],
  ['text outside the root', `x${wrap('<path d="M0 0"/>')}`],
  ['HTML instead of SVG', '<p>Not an icon</p>'],
  ['nothing at all', ''],
  ['a value with a quote trick', wrap('<path d="M0 0" fill=\'red" onload="alert(1)\'/>')],
];

describe('sanitiseSvg', () => {
  it.each(DANGEROUS)('refuses an icon with %s', (_, svg) => {
    expect(sanitiseSvg(svg)).toMatchObject({ safe: false });
  });

  it('refuses an icon larger than the limit', () => {
    const big = wrap(`<path d="${'M0 0 L1 1 '.repeat(MAX_SVG_BYTES / 10)}"/>`);
    expect(sanitiseSvg(big)).toEqual({ safe: false, reason: 'too large' });
  });

  it('keeps a plain icon as it is drawn', () => {
    const svg = wrap(
      '<g fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="10"/><path d="M12 6v12M6 12h12"/></g>',
    );
    expect(safeOf(svg)).toBe(svg);
  });

  it('drops what a design tool leaves behind and keeps the drawing', () => {
    const svg = safeOf(EXPORTED);

    expect(svg).not.toMatch(/xmlns:xlink|metadata|rdf|id=|class=|data-name|<\?xml/);
    expect(svg).toContain('<title>Kingsway Cash Plans</title>');
    expect(svg).toContain('<circle cx="34" cy="31" r="9" fill="#F2A93B" stroke="#FFFFFF" stroke-width="2"/>');
  });

  it('writes the root with the SVG namespace whatever the file declared', () => {
    expect(safeOf('<svg viewBox="0 0 2 2"><rect width="2" height="2"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>',
    );
  });

  it('escapes the text of a title', () => {
    expect(safeOf(wrap('<title>Cash &amp; care &lt;plans&gt;</title>'))).toContain(
      '<title>Cash &amp; care &lt;plans&gt;</title>',
    );
  });

  it('drops comments, and the text of elements that are not a title or description', () => {
    const svg = safeOf(wrap('<!-- <script>alert(1)</script> --><text x="1">Hello</text><path d="M0 0"/>'));
    expect(svg).toBe(wrap('<path d="M0 0"/>'));
  });
});
