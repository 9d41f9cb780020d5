import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml', () => {
  it('keeps safe formatting and safe links as they are', async () => {
    const html =
      '<h2>Essential cookies</h2><p>These are <strong>needed</strong> and <em>cannot</em> be <b>off</b>.<br>' +
      'See our <a href="/privacy-statement/">privacy statement</a> or write to ' +
      '<a href="mailto:support@c8.test">support@c8.test</a>.</p><ul><li>One</li><li>Two</li></ul><ol><li>Three</li></ol>';

    expect(await sanitiseHtml(html)).toBe(html);
  });

  it('drops scripts with their content', async () => {
    expect(await sanitiseHtml('<p>Before<script>alert(1)</script> after</p>')).toBe('<p>Before after</p>');
    expect(await sanitiseHtml('<SCRIPT type="module">import("x")</SCRIPT><p>Text</p>')).toBe('<p>Text</p>');
  });

  it('drops every on* attribute and every other attribute', async () => {
    const html =
      '<p onclick="steal()" style="position:fixed" class="x" id="y">Text <strong onmouseover="steal()">bold</strong></p>';
    expect(await sanitiseHtml(html)).toBe('<p>Text <strong>bold</strong></p>');
  });

  it('drops images (with their onerror) and unwraps unknown elements to their text', async () => {
    expect(await sanitiseHtml('<div><img src=x onerror="alert(1)"><span>Kept text</span></div>')).toBe(
      'Kept text',
    );
  });

  it('turns javascript: and other unsafe links into their text', async () => {
    expect(await sanitiseHtml('<a href="javascript:alert(1)">Help</a>')).toBe('Help');
    expect(await sanitiseHtml('<a href="  JaVa\tScRiPt:alert(1)">Help</a>')).toBe('Help');
    expect(await sanitiseHtml('<a href="javascript&colon;alert(1)">Help</a>')).toBe('Help');
    expect(await sanitiseHtml('<a href="data:text/html,<script>alert(1)</script>">Help</a>')).toBe('Help');
    expect(await sanitiseHtml('<a onclick="x()">No href</a>')).toBe('No href');
  });

  it('drops style, iframe, object, svg and template elements with their content', async () => {
    const html =
      '<style>body{display:none}</style><iframe src="https://example.com"></iframe>' +
      '<object data="x"></object><svg><script>alert(1)</script></svg><template><p>x</p></template><p>Left</p>';
    expect(await sanitiseHtml(html)).toBe('<p>Left</p>');
  });

  it('drops comments and raw-text tricks that would become markup later', async () => {
    expect(await sanitiseHtml('<!-- <script>alert(1)</script> --><p>Text</p>')).toBe('<p>Text</p>');
    expect(await sanitiseHtml('<xmp><script>alert(1)</script></xmp><p>Text</p>')).toBe('<p>Text</p>');
    expect(
      await sanitiseHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>'),
    ).not.toMatch(/<img|onerror=/i);
  });

  it('balances tags, so a stray end tag cannot close the page around it', async () => {
    expect(await sanitiseHtml('<p>One</div></main><p>Two')).toBe('<p>One<p>Two</p></p>');
    expect(await sanitiseHtml('<ul><li>One</ul></li>')).toBe('<ul><li>One</li></ul>');
  });

  it('keeps text that merely looks like markup as text', async () => {
    expect(await sanitiseHtml('<p>1 &lt; 2 and 3 > 2 &amp; so on</p>')).toBe(
      '<p>1 &lt; 2 and 3 &gt; 2 &amp; so on</p>',
    );
  });

  it('writes hrefs quoted and escaped', async () => {
    expect(await sanitiseHtml("<a href='/faqs?a=1&amp;b=2' target=_blank>FAQs</a>")).toBe(
      '<a href="/faqs?a=1&amp;b=2">FAQs</a>',
    );
  });
});

describe('isSafeHref', () => {
  it.each([
    '/contact-us/',
    'https://example.com/a',
    'http://example.com',
    'mailto:a@b.test',
    'tel:+441614960123',
    '#top',
  ])('accepts %s', (href) => expect(isSafeHref(href)).toBe(true));
  it.each(['javascript:alert(1)', 'vbscript:x', 'data:text/html,x', 'java\nscript:x', 'javascript&#58;x'])(
    'refuses %s',
    (href) => expect(isSafeHref(href)).toBe(false),
  );
});
