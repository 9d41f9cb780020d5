import { describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';

describe('GET /v2/theme/:name', () => {
  it('returns the Acme Rewards theme and the client settings for the acme sub-domain', async () => {
    const response = await callReferenceApi('/v2/theme/acme');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      theme: {
        primary_colour: '0B5FFF',
        secondary_colour: 'FF7A00',
        benefit_brand_name: 'Acme Rewards',
        brand_header_logo: '/brands/acme/logo.svg',
        brand_header_logo_mobile: '/brands/acme/logo-mobile.svg',
        logo_file_url: null,
        support_email: 'rewards@acme.test',
        contact_us_email: 'people.team@acme.test',
        benefit_brand_phone_number: '0161 496 0123',
        avatar_set: '/brands/acme/avatar.svg',
        base_font: 'Inter',
        header_font: 'Poppins',
      },
      client: {
        client_name: 'Acme Logistics',
        contact_us_enabled: true,
        sso_access_only: false,
        default_language: 'en-GB',
        languages: 'en-GB,de,fr,ar,ja',
      },
    });
  });

  it('returns the Globex Benefits theme with contact-us switched off for the globex sub-domain', async () => {
    const response = await callReferenceApi('/v2/theme/globex');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      theme: {
        primary_colour: '0F7B6C',
        secondary_colour: '2B2D42',
        benefit_brand_name: 'Globex Benefits',
        brand_header_logo: '/brands/globex/logo.svg',
        brand_header_logo_mobile: '/brands/globex/logo-mobile.svg',
        logo_file_url: null,
        support_email: 'benefits@globex.test',
        contact_us_email: 'hr.helpdesk@globex.test',
        benefit_brand_phone_number: '020 7946 0958',
        avatar_set: null,
        base_font: 'Lato',
        header_font: 'Merriweather',
      },
      client: {
        client_name: 'Globex Corporation',
        contact_us_enabled: false,
        sso_access_only: false,
        default_language: 'en-GB',
        languages: 'en-GB,de,fr,ar,ja',
      },
    });
  });

  it('returns a null theme for the root tenant so the portal applies the default look', async () => {
    const response = await callReferenceApi('/v2/theme/localhost');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      theme: null,
      client: {
        client_name: 'C8 Demo',
        contact_us_enabled: true,
        sso_access_only: false,
        default_language: 'en-GB',
        languages: 'en-GB,de,fr,ar,ja',
      },
    });
  });

  it.each(['initech', 'a'.repeat(63)])(
    'answers 404 "Theme not found" for the unknown name %s',
    async (name) => {
      const response = await callReferenceApi(`/v2/theme/${name}`);

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { message: 'Theme not found' } });
    },
  );

  it.each([
    ['upper-case letters', 'Acme'],
    ['an underscore', 'acme_corp'],
    ['a leading hyphen', '-acme'],
    ['a dot', 'acme.localhost'],
    ['64 characters', 'a'.repeat(64)],
  ])('rejects a name with %s with 400', async (_reason, name) => {
    const response = await callReferenceApi(`/v2/theme/${encodeURIComponent(name)}`);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: 'Invalid theme name' } });
  });
});
