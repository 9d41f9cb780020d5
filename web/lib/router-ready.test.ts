import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadMatchedModules } from './router-ready';

const at = (path: string) => new URL(path, 'http://acme.localhost') as unknown as Location;

describe('loadMatchedModules', () => {
  it("loads the lazy modules of the routes the URL matches, and no other page's", async () => {
    const page = vi.fn(async () => ({ Component: () => null }));
    const other = vi.fn(async () => ({ Component: () => null }));
    const frame = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: frame,
        children: [
          { path: 'app/my-benefits/:benefitId', lazy: page },
          { path: 'app/faqs', lazy: other },
        ],
      },
    ];
    await loadMatchedModules(routes, at('/app/my-benefits/5202'));
    expect(frame).toHaveBeenCalledOnce();
    expect(page).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });

  it('waits for the modules, and does nothing where no route matches', async () => {
    let loaded = false;
    const routes: RouteObject[] = [
      {
        path: '/app/faqs',
        lazy: () =>
          new Promise((resolve) =>
            setTimeout(() => {
              loaded = true;
              resolve({});
            }, 5),
          ),
      },
    ];
    await loadMatchedModules(routes, at('/app/faqs'));
    expect(loaded).toBe(true);
    await expect(loadMatchedModules(routes, at('/nowhere'))).resolves.toBeUndefined();
  });
});
