import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting and links', () => {
    const html =
      '<p>We <b>can</b>\'t <strong>find</strong> a <i>match</i>!<br><em>Try</em> <a href="/contact-us/">contact us</a></p>';
    expect(sanitizeHtml(html)).toBe(
      '<p>We <b>can</b>\'t <strong>find</strong> a <i>match</i>!<br><em>Try</em> <a href="/contact-us/">contact us</a></p>',
    );
  });

  it('keeps http(s) and mailto links', () => {
    expect(sanitizeHtml('<a href="https://acme.test/help">help</a>')).toBe(
      '<a href="https://acme.test/help">help</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@acme.test">mail</a>')).toBe(
      '<a href="mailto:help@acme.test">mail</a>',
    );
  });

  it('drops scripts and their content', () => {
    expect(sanitizeHtml('Hi<script>alert(1)</script><style>p{}</style>!')).toBe('Hi!');
  });

  it('drops event handlers and images with onerror', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)">Oops<b onclick="alert(2)">!</b>')).toBe(
      'Oops<b>!</b>',
    );
  });

  it('unwraps links with javascript:, data: or obfuscated schemes to their text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">a</a>')).toBe('a');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">b</a>')).toBe('b');
    expect(sanitizeHtml('<a href="java&#9;script:alert(1)">c</a>')).toBe('c');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">d</a>')).toBe('d');
    expect(sanitizeHtml('<a>e</a>')).toBe('e');
  });

  it('unwraps other elements to their text and strips every other attribute', () => {
    expect(sanitizeHtml('<div class="x"><span style="color:red">Locked</span> <u>now</u></div>')).toBe(
      'Locked now',
    );
    expect(sanitizeHtml('<p id="x" style="a">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="/x" target="_blank" onmouseover="alert(1)">x</a>')).toBe(
      '<a href="/x">x</a>',
    );
  });

  it('escapes text so that it cannot become markup', () => {
    expect(sanitizeHtml('&lt;img src=x onerror=alert(1)&gt;')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    const container = document.createElement('div');
    container.innerHTML = sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(container.querySelector('script')).toBeNull();
  });

  it('drops svg and iframe payloads', () => {
    expect(sanitizeHtml('<svg onload="alert(1)"><script>alert(2)</script></svg>')).toBe('');
    expect(sanitizeHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>ok')).toBe('ok');
  });

  it('leaves plain text as it is', () => {
    expect(sanitizeHtml("We can't find a match! Try again or contact us")).toBe(
      "We can't find a match! Try again or contact us",
    );
  });
});

describe('isSafeHref', () => {
  it('accepts relative, http(s) and mailto references only', () => {
    expect(isSafeHref('/contact-us/')).toBe(true);
    expect(isSafeHref('contact-us')).toBe(true);
    expect(isSafeHref('#top')).toBe(true);
    expect(isSafeHref('HTTPS://acme.test')).toBe(true);
    expect(isSafeHref('mailto:a@b.test')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('vbscript:x')).toBe(false);
    expect(isSafeHref('tel:0800')).toBe(false);
  });
});
