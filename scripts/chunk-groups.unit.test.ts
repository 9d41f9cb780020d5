import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups';

// A small module graph shaped like the portal's: the entry lazily loads the login page and the app
// frame; the login page loads its form on intent; a list page and the sign-on page share some of
// the login form's modules.
const GRAPH: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
  '/web/main.tsx': {
    importedIds: [],
    dynamicallyImportedIds: ['/web/login.tsx', '/web/app-frame.tsx', '/web/sso.tsx'],
  },
  '/web/login.tsx': { importedIds: [], dynamicallyImportedIds: ['/web/login-form.tsx'] },
  '/web/login-form.tsx': {
    importedIds: [
      '/node_modules/react-hook-form/index.js',
      '/node_modules/zod/mini.js',
      '/web/ui/text-field.tsx',
      '/worker/contract/login-requests.ts',
    ],
  },
  '/worker/contract/login-requests.ts': { importedIds: ['/node_modules/zod/mini.js'] },
  '/web/sso.tsx': { importedIds: ['/worker/contract/login-requests.ts'] },
  '/web/app-frame.tsx': { importedIds: [], dynamicallyImportedIds: ['/web/app-pages.tsx'] },
  '/web/app-pages.tsx': { importedIds: [], dynamicallyImportedIds: ['/web/reporting.tsx'] },
  // A page with a drop-down list and no form.
  '/web/reporting.tsx': { importedIds: ['/web/ui/text-field.tsx'] },
};

const graph = { getModuleInfo: (id: string) => GRAPH[id] ?? null };

function groupOf(id: string): string | null {
  const { groups } = chunkGroups({
    entry: '/web/main.tsx',
    loginPage: '/web/login.tsx',
    loginForm: '/web/login-form.tsx',
    appFrame: '/web/app-frame.tsx',
    appPages: '/web/app-pages.tsx',
  });
  const named = [...groups]
    .sort((a, b) => b.priority - a.priority)
    .map((group) => ('test' in group ? (group.test.test(id) ? group.name : null) : group.name(id, graph)));
  return named.find((name) => name !== null) ?? null;
}

describe('the chunks the login form shares with other pages', () => {
  it('keep the fields apart from zod, so that a page with a field alone does not load zod', () => {
    expect(groupOf('/web/ui/text-field.tsx')).toBe('form-fields');
    expect(groupOf('/node_modules/zod/mini.js')).toBe('zod');
    // The login calls' schema imports zod: it is not one of the fields.
    expect(groupOf('/worker/contract/login-requests.ts')).toBe('login-calls');
  });
});
