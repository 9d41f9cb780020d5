import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from './validation';

describe('validate', () => {
  const app = new Hono().post(
    '/',
    validate('json', z.object({ selectionIds: z.array(z.number().int().positive()).min(1) })),
    (c) => c.text('reached'),
  );
  const post = (body: string) =>
    app.request('/', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('refuses an input zod throws on while describing it (found by the fuzz) with a 400, never a 500', async () => {
    const response = await post('{"selectionIds":{"length":[{"toString":null}]}}');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it("refuses a string field given an object whose length cannot be compared (zod's min check throws)", async () => {
    const tokens = new Hono().post('/', validate('json', z.object({ token: z.string().min(1) })), (c) =>
      c.text('reached'),
    );
    const response = await tokens.request('/', {
      method: 'POST',
      body: '{"token":{"length":{"toString":false}}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });

  it('lets a valid input through and names the field of an invalid one', async () => {
    expect(await (await post('{"selectionIds":[1,2]}')).text()).toBe('reached');
    const refused = await post('{"selectionIds":"1"}');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { fields: { selectionIds: expect.any(String) } } });
  });
});
