import { describe, expect, it } from 'vitest';
import { toBranding } from '../upstream/theme-response';
import { themeStylesheet, themeVariables } from './theme-css';

const acme = toBranding({
  theme: {
    primary_colour: '0B5FFF',
    secondary_colour: 'FF7A00',
    benefit_brand_name: 'Acme Rewards',
    base_font: 'Inter',
    header_font: 'Poppins',
  },
  client: { client_name: 'Acme Logistics', contact_us_enabled: true },
}).theme;

describe('theme stylesheet', () => {
  it('writes the primary colour and its 80/60/20/5 % tints', () => {
    const variables = themeVariables(acme);
    expect(variables['--brand-primary-100']).toBe('#0B5FFF');
    expect(Object.keys(variables).filter((name) => /^--brand-primary-\d+$/.test(name))).toEqual([
      '--brand-primary-100',
      '--brand-primary-80',
      '--brand-primary-60',
      '--brand-primary-20',
      '--brand-primary-5',
    ]);
    expect(variables['--brand-secondary']).toBe('#FF7A00');
  });

  it('self-hosts both theme fonts at weights 300, 400, 500 and 700', () => {
    const css = themeStylesheet(acme);
    for (const family of ['Inter', 'Poppins']) {
      for (const weight of [300, 400, 500, 700]) {
        expect(css).toContain(`font-family:'${family}';font-style:normal;font-weight:${weight};`);
      }
    }
    expect(css).toContain('url(/fonts/5.3.0/inter/inter-latin-400-normal.woff2)');
    expect(css).not.toMatch(/https?:\/\//);
  });

  it('serves the nearest shipped file for a weight a family lacks', () => {
    const lato = toBranding({ theme: { base_font: 'Lato' }, client: null }).theme;
    expect(themeStylesheet(lato)).toContain(
      "font-family:'Lato';font-style:normal;font-weight:500;font-display:optional;src:url(/fonts/5.3.0/lato/lato-latin-400-normal.woff2)",
    );
  });

  it('falls back to the spec defaults without a theme', () => {
    const defaults = toBranding({ theme: null, client: null }).theme;
    expect(defaults.brandName).toBe('C8');
    expect(themeVariables(defaults)['--brand-primary-100']).toBe('#333333');
    expect(themeVariables(defaults)['--brand-secondary']).toBe('#666666');
    expect(themeVariables(defaults)['--font-body']).toBe('system-ui');
  });
});
