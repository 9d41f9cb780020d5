import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSchemaFinder, answers } from './answers';

const uploadSchema = z.object({ id: z.number() });
const lastUploadSchema = z.object({ lastUpload: z.string().nullable() });
const listSchema = z.array(uploadSchema);

// The routes as the Worker writes them: a fixed segment registered before a parameter, a file
// route without a declaration, a prefix mounted with `route`, and middleware with `use`.
const uploads = new Hono()
  .use(async (_c, next) => next())
  .get('/template', (c) => c.body('a,b\r\n'))
  .get('/last-upload', answers(lastUploadSchema), (c) => c.json({ lastUpload: null }))
  .get('/:uploadId', answers(uploadSchema), (c) => c.json({ id: 1 }))
  .post('/', answers(uploadSchema), (c) => c.json({ id: 1 }, 201));
const app = new Hono()
  .route('/api/employer/employee-data-uploads', uploads)
  .get('/api/uploads', answers(listSchema), (c) => c.json([]))
  .all('/api/*', (c) => c.json({ error: 'not found' }, 404));
const answerSchemaOf = answerSchemaFinder(app.routes);
const API = '/api/employer/employee-data-uploads';

describe('the answer schema a route declares where it is defined', () => {
  it('is found for the route the app runs: a fixed segment registered first is not an id', () => {
    expect(answerSchemaOf('GET', `${API}/last-upload`)).toBe(lastUploadSchema);
    expect(answerSchemaOf('GET', `${API}/41`)).toBe(uploadSchema);
    expect(answerSchemaOf('POST', API)).toBe(uploadSchema);
    expect(answerSchemaOf('GET', '/api/uploads')).toBe(listSchema);
  });

  it('is none for a route that declares none, a path no route takes, or another method', () => {
    expect(answerSchemaOf('GET', `${API}/template`)).toBeNull();
    expect(answerSchemaOf('GET', '/api/nothing-here')).toBeNull();
    expect(answerSchemaOf('DELETE', `${API}/41`)).toBeNull();
  });

  it('changes nothing a request meets', async () => {
    const response = await app.request(`${API}/41`);
    expect([response.status, await response.json()]).toEqual([200, { id: 1 }]);
  });
});
