import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BenefitPage } from '#contract/benefits';
import { BOOTSTRAP_ELEMENT_ID, bootstrapSchema } from '#contract/bootstrap';
import type { TakeUpDetail } from '#contract/dashboard-insights';
import { STREAMED_QUERY_ATTRIBUTE } from '#contract/page-data';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { SESSION_COOKIE_NAME } from '../session/session-policy';
import { brandShell } from './branded-shell';

type Portal = ReturnType<typeof createTestPortal>;

/** Signs in through the portal's own API and returns the cookie a browser would send. */
async function cookieOf(portal: Portal, email: string, ip: string): Promise<string> {
  const client = createApiClient(portal, 'acme', { ip });
  expect((await client.login(email)).status).toBe(200);
  return `${SESSION_COOKIE_NAME}=${client.cookie}`;
}

/** The markup React streamed into the root element. */
function rootOf(html: string): string {
  return html.split('<div id="root">')[1]?.split('\n  </body>')[0] ?? '';
}

function bootstrapOf(html: string) {
  const json = html.split(`id="${BOOTSTRAP_ELEMENT_ID}">`)[1]?.split('</script>')[0] ?? '';
  return bootstrapSchema.parse(JSON.parse(json));
}

/** Reads a streamed body chunk by chunk, noting when each arrived. */
async function readTimed(response: Response): Promise<{ at: number; text: string }[]> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const chunks: { at: number; text: string }[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push({ at: Date.now(), text: decoder.decode(value, { stream: true }) });
  }
}

const ACME = 'http://acme.localhost:8787';

/**
 * Each page answers 200 with its text in the streamed root and no skeleton left; `marked`: inside
 * the markup it renders from its calls' answers.
 */
async function expectEachWhole(
  portal: Portal,
  cookie: string,
  pages: [path: string, expected: string][],
  { marked = false } = {},
) {
  for (const [path, expected] of pages) {
    const response = await portal.fetch(`${ACME}${path}`, { headers: { cookie } });
    expect(response.status, path).toBe(200);
    const root = rootOf(await response.text());
    expect(root, path).toContain(expected);
    if (marked) expect(root, path).toContain('data-page-data');
    expect(root, path).not.toContain('data-testid="page-loading"');
    expect(root, path).not.toContain('aria-busy="true"');
  }
}

describe('signed-in pages streamed from the one route tree (decision 033)', () => {
  // First in the file: it pays for the test runtime's transform of the whole route tree, whose
  // frame, guard and pages are lazy modules now (decision 066): about 50 s on two busy cores.
  it("streams Emma's home with her cards in place, her name, an employee's links and its title", {
    timeout: 90_000,
  }, async () => {
    const portal = createTestPortal();
    const cookie = await cookieOf(portal, 'emma.employee@acme.test', '203.0.113.81');
    const response = await portal.fetch(`${ACME}/app/home/`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<title>Home | Acme Rewards</title>');
    const root = rootOf(html);
    expect(root).toContain('<h1');
    expect(root).toContain('Welcome, Emma</h1>');
    // The cards are the upstream's, not a skeleton: the streamed section holds them.
    expect(root).not.toContain('aria-label="Loading your home page"');
    expect(root).toContain('>My benefits</a>');
    expect(root).not.toContain('>Dashboard</a>');
    expect(root).toContain(`${STREAMED_QUERY_ATTRIBUTE}=""`);
    expect(bootstrapOf(html).session?.firstName).toBe('Emma');
  });

  it("streams the home's total-benefits card with its figure and acme's enhanced overview (decision 041)", {
    timeout: 30_000,
  }, async () => {
    const portal = createTestPortal({ startAt: Date.UTC(2026, 10, 20, 12) });
    const cookie = await cookieOf(portal, 'emma.employee@acme.test', '203.0.113.91');
    const root = rootOf(await (await portal.fetch(`${ACME}/app/home/`, { headers: { cookie } })).text());
    expect(root).toContain('What your benefits are worth in 2026');
    expect(root).toContain('£375.57');
    expect(root).toContain('href="/app/my-total-benefits-enhanced/"');
    expect(portal.upstreamCalls).toContain('/v2/user/selections/mtb/card');
    // Emma is not voucher-only: no voucher call.
    expect(portal.upstreamCalls).not.toContain('/v2/ccv/manage');
  });

  it("streams Liam's voucher-only home with his balance and card-value data in place (decision 042)", {
    timeout: 30_000,
  }, async () => {
    const portal = createTestPortal();
    const cookie = await cookieOf(portal, 'liam.leaver@acme.test', '203.0.113.92');
    const root = rootOf(await (await portal.fetch(`${ACME}/app/home/`, { headers: { cookie } })).text());
    expect(root).toContain('£120.50');
    expect(root).toMatch(/<time date[tT]ime="2026-12-04">04\.12\.26<\/time>/);
    expect(root).toContain('Marks &amp; Spencer');
    expect(root).toContain('Argos');
    expect(root).not.toContain('aria-label="Loading your vouchers"');
    expect(portal.upstreamCalls).toEqual(expect.arrayContaining(['/v2/ccv/balance', '/v2/ccv/manage']));
  });

  it('gives every signed-in page of an administrator its data in the HTML, never an empty root', {
    timeout: 30_000,
  }, async () => {
    const portal = createTestPortal();
    const cookie = await cookieOf(portal, 'alex.admin@acme.test', '203.0.113.82');
    const pages: [string, string][] = [
      ['/app/dashboard/', 'Employer dashboard'],
      ['/app/employee-data/', 'Total employees'],
      ['/app/dashboard/platform-settings/', 'Two-factor'],
      ['/app/dashboard/employee-insights/', 'Employees'],
      ['/app/dashboard/employee-engagement/', '<table'],
      ['/app/dashboard/benefit-takeup/', 'Dental'],
      ['/app/dashboard/approve-selections/', 'Cycle to Work'],
      ['/app/dashboard/audit-trail?action=welcome-email-resent', 'Nina Patel'],
      ['/app/home/my-profile/', 'alex.admin@acme.test'],
      ['/app/faqs/', '<h1'],
      ['/contact-us/', '<h1'],
    ];
    await expectEachWhole(portal, cookie, pages);
  });

  it("streams a benefit's take-up detail with the URL's page of its people (decisions 033 and 052)", {
    timeout: 30_000,
  }, async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: '203.0.113.97' });
    expect((await client.login('alex.admin@acme.test')).status).toBe(200);
    const cookie = `${SESSION_COOKIE_NAME}=${client.cookie}`;
    const pageTwo = (await (
      await client.call('/api/employer/benefit-takeup/5205?page=2')
    ).json()) as TakeUpDetail;
    expect(pageTwo.people).toHaveLength(10);
    const response = await portal.fetch(`${ACME}/app/dashboard/benefit-takeup/5205?page=2`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const root = rootOf(await response.text());
    // React separates text it joins with comments; what a reader sees is the text.
    expect(root.replaceAll('<!-- -->', '')).toContain(`Page 2 of ${pageTwo.lastPage}`);
    for (const person of pageTwo.people) expect(root).toContain(`>${person.email}</td>`);
    expect(root).not.toContain('aria-busy="true"');
  });

  it("opens an administrator's dashboard and reporting with their figures, in their data markup", {
    timeout: 30_000,
  }, async () => {
    const portal = createTestPortal();
    const cookie = await cookieOf(portal, 'alex.admin@acme.test', '203.0.113.84');
    // Decision 035: each landing's summary sentence, written from its calls' answers.
    const pages: [string, string][] = [
      ['/app/dashboard/', 'employees have registered, and 15 selections for'],
      ['/app/reporting', 'In 2026 you have 11 payroll, '],
    ];
    await expectEachWhole(portal, cookie, pages, { marked: true });
  });

  it('gives every page an employee lands on her data in the HTML, in its data markup', {
    timeout: 30_000,
  }, async () => {
    const portal = createTestPortal();
    const cookie = await cookieOf(portal, 'emma.employee@acme.test', '203.0.113.89');
    // Each page with a text its calls answered (docs/demo-data.md), which the page marks as data.
    const pages: [string, string][] = [
      ['/app/my-benefits/', 'Cash back on check-ups'],
      ['/app/my-benefits/5202', 'Claim back the cost of routine and restorative dental care'],
      ['/app/my-benefits/5206/setup', 'A tax-free lump sum for your loved ones'],
      ['/app/home/my-profile/', 'emma.employee@acme.test'],
      ['/app/faqs/', 'How does salary sacrifice affect my pay?'],
      ['/app/my-total-benefits/', 'Dental Cover'],
      ['/contact-us/', 'answers enquiries within two working days'],
    ];
    await expectEachWhole(portal, cookie, pages, { marked: true });
  });

  it('decides Access Denied and not found before the stream: 403 and 404 with their views', async () => {
    const portal = createTestPortal();
    const cookie = await cookieOf(portal, 'emma.employee@acme.test', '203.0.113.83');
    const denied = await portal.fetch(`${ACME}/app/employee-data/`, { headers: { cookie } });
    expect(denied.status).toBe(403);
    const deniedHtml = await denied.text();
    expect(deniedHtml).toContain('<title>Access Denied | Acme Rewards</title>');
    expect(rootOf(deniedHtml)).toContain('Access Denied</h1>');
    // Refused the page, so none of its calls was made.
    expect(portal.upstreamCalls.some((path) => path.includes('employees'))).toBe(false);

    const missing = await portal.fetch(`${ACME}/app/no-such-page`, { headers: { cookie } });
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('<title>Page not found | Acme Rewards</title>');
    expect(rootOf(missingHtml)).toContain('Page not found</h1>');
  });

  it("titles a benefit's page with its name when the page arrives whole, the list's title while it loads", {
    timeout: 30_000,
  }, async () => {
    let slow = false;
    const portal = createTestPortal({
      holdUpstream: async () => {
        if (slow) await new Promise((resolve) => setTimeout(resolve, 300));
      },
    });
    const client = createApiClient(portal, 'acme', { ip: '203.0.113.98' });
    expect((await client.login('emma.employee@acme.test')).status).toBe(200);
    const cookie = `${SESSION_COOKIE_NAME}=${client.cookie}`;
    const { benefit } = (await (await client.call('/api/benefits/5202')).json()) as BenefitPage;
    const whole = await (await portal.fetch(`${ACME}/app/my-benefits/5202`, { headers: { cookie } })).text();
    expect(whole).toContain(`<title>${benefit.name} | Acme Rewards</title>`);

    // Its data slower than the page waits for: the head goes with the title the page has while loading.
    slow = true;
    const streamed = await portal.fetch(`${ACME}/app/my-benefits/5202`, { headers: { cookie } });
    const html = await streamed.text();
    expect(html).toContain('<title>My benefits | Acme Rewards</title>');
    expect(rootOf(html)).toContain(benefit.name);
  });

  it('sends the frame long before a slow upstream answers, and the data after it', async () => {
    let slow = false;
    const portal = createTestPortal({
      holdUpstream: async (request) => {
        if (slow && new URL(request.url).pathname.endsWith('/user/home-page-cards')) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      },
    });
    const cookie = await cookieOf(portal, 'emma.employee@acme.test', '203.0.113.84');
    // Once at full speed first: the renderer and the page's modules are loaded by a first page.
    expect((await portal.fetch(`${ACME}/app/home/`, { headers: { cookie } })).status).toBe(200);
    slow = true;
    const started = Date.now();
    const response = await portal.fetchStreamed(`${ACME}/app/home/`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const chunks = await readTimed(response);
    const first = chunks[0];
    if (!first) throw new Error('no bytes');
    const frameAt = chunks.find((chunk) => chunk.text.includes('Welcome, Emma'))?.at ?? Number.NaN;
    // The cards' answers (their query key), not the total-benefits card's, which is not slowed.
    const dataAt =
      chunks.find((chunk) => chunk.text.includes('"queryKey":["home","content"]'))?.at ?? Number.NaN;
    const totalsAt =
      chunks.find((chunk) => chunk.text.includes('What your benefits are worth'))?.at ?? Number.NaN;
    const doneAt = chunks.at(-1)?.at ?? Number.NaN;
    // The branded head, the header, the nav and the heading arrive before the slow call answers…
    expect(frameAt - started).toBeLessThan(700);
    const beforeData = chunks
      .filter((chunk) => chunk.at < dataAt)
      .map((chunk) => chunk.text)
      .join('');
    expect(beforeData).toContain('aria-label="Loading your home page"');
    expect(beforeData).toContain('<nav aria-label="Main"');
    // …the cards after it, and the document completes with them; the total-benefits card, a section
    // of its own (decision 041), does not wait for them.
    expect(dataAt - started).toBeGreaterThanOrEqual(1000);
    expect(totalsAt).toBeLessThan(dataAt);
    expect(doneAt).toBeGreaterThanOrEqual(dataAt);
    const html = chunks.map((chunk) => chunk.text).join('');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    // React's script that puts the section in place carries the request's nonce.
    const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*type="application\/json")(?![^>]*id="first-paint")([^>]*)>/g),
    ];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  }, 20_000);

  it('gives a client that runs no script the whole page at once, every section in place', async () => {
    const portal = createTestPortal({
      holdUpstream: async (request) => {
        if (new URL(request.url).pathname.endsWith('/user/home-page-cards')) {
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      },
    });
    const cookie = await cookieOf(portal, 'emma.employee@acme.test', '203.0.113.85');
    const response = await portal.fetch(`${ACME}/app/home/`, {
      headers: {
        cookie,
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    const root = rootOf(await response.text());
    expect(root).not.toContain('aria-label="Loading your home page"');
    expect(root).not.toContain('<template id="B:');
    expect(root).not.toMatch(/<script(?![^>]*application\/json)/);
  });

  it("shows a failed call's error view inside the page, with Try again, never a bare shell", async () => {
    const portal = createTestPortal({
      interceptUpstream: (request) =>
        new URL(request.url).pathname.endsWith('/user/home-page-cards')
          ? Response.json({ message: 'down' }, { status: 503 })
          : undefined,
    });
    const cookie = await cookieOf(portal, 'emma.employee@acme.test', '203.0.113.86');
    const response = await portal.fetch(`${ACME}/app/home/`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const root = rootOf(await response.text());
    expect(root).toContain('Welcome, Emma</h1>');
    expect(root).toContain('Please refresh the page to try again.');
    expect(root).toContain('Try again</button>');
  });

  it("escapes the person's name where the page writes it", async () => {
    await env.REF_DB.prepare('UPDATE users SET first_name = ? WHERE email = ?')
      .bind('<img src=x onerror=alert(1)> & "Em"', 'emma.employee@acme.test')
      .run();
    const portal = createTestPortal();
    const cookie = await cookieOf(portal, 'emma.employee@acme.test', '203.0.113.87');
    const root = rootOf(await (await portal.fetch(`${ACME}/app/home/`, { headers: { cookie } })).text());
    expect(root).toContain('Welcome, &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Em&quot;</h1>');
    expect(root).not.toContain('<img src=x');
  });

  it('writes each person into the branded shell it keeps per look, as the rewriter would brand it for them', async () => {
    const portal = createTestPortal();
    const emma = await cookieOf(portal, 'emma.employee@acme.test', '203.0.113.89');
    const alex = await cookieOf(portal, 'alex.admin@acme.test', '203.0.113.90');
    const template = await (await env.ASSETS.fetch('http://acme.localhost/shell/page-shell')).text();
    for (const cookie of [emma, alex, emma]) {
      const html = await (await portal.fetch(`${ACME}/app/home/`, { headers: { cookie } })).text();
      const bootstrap = bootstrapOf(html);
      const branded = await brandShell(
        new Response(template, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
        bootstrap,
        {
          title: 'Home | Acme Rewards',
          pageModules: [
            '/assets/app-frame-test.js',
            '/assets/shared-test.js',
            '/assets/session-guard-test.js',
            '/assets/home-test.js',
          ],
        },
      ).text();
      const [head, tail] = branded.split('<div id="root">');
      expect(html.startsWith(`${head}<div id="root">`)).toBe(true);
      expect(html.endsWith(tail ?? 'no root')).toBe(true);
    }
    expect(
      bootstrapOf(await (await portal.fetch(`${ACME}/app/home/`, { headers: { cookie: alex } })).text())
        .session?.firstName,
    ).toBe('Alex');
  });

  it("loads the chunks of the page's route modules the build listed after the first paint, with the entry", async () => {
    const portal = createTestPortal();
    const cookie = await cookieOf(portal, 'alex.admin@acme.test', '203.0.113.88');
    const dashboard = await (await portal.fetch(`${ACME}/app/dashboard/`, { headers: { cookie } })).text();
    expect(dashboard).toContain(
      // The app frame's, the session guard's and the page's, each chunk once.
      'data-modules="/assets/index-test.js /assets/app-frame-test.js /assets/shared-test.js /assets/session-guard-test.js /assets/dashboard-test.js"',
    );
    expect(dashboard).not.toContain('home-test.js');
    expect(dashboard.match(/<link[^>]*modulepreload[^>]*>/g)).toBeNull();
    // Nothing but what the build listed, on this origin.
    expect(dashboard).not.toContain('evil.example');
  });
});
