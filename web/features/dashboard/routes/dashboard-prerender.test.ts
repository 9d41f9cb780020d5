import { describe, expect, it } from 'vitest';
import { renderAppPage } from '../../../app/render-app-page';
import { DASHBOARD_TILES } from '../components/dashboard-tiles';

describe("build-time prerender of the dashboard's landing (decision 025)", () => {
  it('renders the landing itself with every tile, not the loading fallback', async () => {
    const html = await renderAppPage('app-dashboard');
    expect(html).toContain('>Employer dashboard</h1>');
    expect(html).not.toContain('data-testid="page-loading"');
    for (const tile of DASHBOARD_TILES) expect(html).toContain(`href="${tile.to}"`);
    // No chart: nothing of the chart wrapper is in the landing's markup.
    expect(html).not.toContain('<canvas');
  });
});
