import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const logs = [];
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text().slice(0, 3000)}`);
});
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
const email = process.argv[2] ?? 'emma.employee@acme.test';
await page.goto('http://acme.localhost:8787/');
const accept = page.getByRole('button', { name: 'Accept cookies' });
if (await accept.isVisible().catch(() => false)) await accept.click();
await page.getByLabel('Email address').fill(email);
await page.getByRole('button', { name: 'Next' }).click();
await page.getByLabel('Password', { exact: true }).fill('Sunlit-Harbour#47');
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(/app\/home/);
const jar = await page.context().cookies();
if (process.env.COOKIE_OUT)
  (await import('node:fs')).writeFileSync(
    process.env.COOKIE_OUT,
    jar.map((c) => `${c.name}=${c.value}`).join('; '),
  );
for (const path of process.argv.slice(3)) {
  logs.length = 0;
  const response = await page.goto(`http://acme.localhost:8787${path}`);
  await page.waitForTimeout(1500);
  const h1 = await page
    .locator('h1')
    .first()
    .textContent()
    .catch(() => null);
  console.log(path, response.status(), 'h1:', h1, 'title:', await page.title());
  console.log(
    '  probation notices:',
    await page.getByText("As you're on probation", { exact: false }).count(),
    'hidden divs:',
    await page.locator('div[hidden]').count(),
    'RC scripts:',
    await page.locator('script[nonce]').count(),
  );
  for (const l of logs) console.log('   ', l);
}
await browser.close();
