import { describe, expect, it } from 'vitest';
import { callReferenceApi } from '#support/reference-api/call-reference-api.ts';

describe('reference API routing', () => {
  it.each(['/', '/v1/theme/acme', '/v2/nothing-here', '/v3/theme/acme'])(
    'answers %s with a JSON 404 in the error shape',
    async (path) => {
      const response = await callReferenceApi(path);

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ error: { message: 'Not found' } });
    },
  );
});
