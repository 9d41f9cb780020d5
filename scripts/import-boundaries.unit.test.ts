import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  areaOf,
  boundaryViolations,
  classicZodViolations,
  importNamesOf,
  resolveSpecifier,
} from './import-boundaries';

const file = (filePath: string, ...imports: string[]) => ({
  path: filePath,
  source: imports.map((specifier, index) => `import { a${index} } from '${specifier}';`).join('\n'),
});

/** The rules broken, without those of the one import style (tested on their own below). */
const rulesBesidesStyle = (files: ReturnType<typeof file>[]) =>
  boundaryViolations(files)
    .map((violation) => violation.rule)
    .filter((rule) => !/^(another area|a file of its own area)/.test(rule));

describe('the SPA import boundaries (npm run lint)', () => {
  it('lets a feature import its own files, the shared layers, the contract and packages', () => {
    expect(
      boundaryViolations([
        file(
          'web/features/reporting/routes/reporting.tsx',
          '../components/report-panel',
          '#web/ui/button.tsx',
          '#web/lib/api-client.ts',
          '#contract/reporting-rules',
          'react',
          'styled-system/css',
        ),
      ]),
    ).toEqual([]);
  });

  it('fails a feature that imports another feature, by a relative path or by name', () => {
    expect(
      rulesBesidesStyle([
        file('web/features/reporting/routes/reporting.tsx', '../../dashboard/components/tiles'),
        file('web/features/reporting/api/reports.ts', '#web/features/benefits/api/benefits.ts'),
      ]),
    ).toEqual([
      'a feature imports nothing of another feature',
      'a feature imports nothing of another feature',
    ]);
  });

  it('fails a feature or a shared layer that imports the app composing them', () => {
    expect(
      rulesBesidesStyle([
        file('web/features/home/routes/home.tsx', '#web/app/router.tsx'),
        file('web/ui/button.tsx', '#web/features/auth/routes/login.tsx'),
        file('web/lib/api-client.ts', '../app/layout/header'),
      ]),
    ).toHaveLength(3);
  });

  it('fails a relative path that climbs more than two levels', () => {
    const rules = boundaryViolations([
      file('worker/routes/employer/home.ts', '../../../worker/http/answers'),
    ]);
    expect(rules.map((violation) => violation.rule)).toEqual(['a relative path climbs at most two levels']);
  });

  it('leaves tests free to render the route tree and mock the frame', () => {
    expect(
      boundaryViolations([
        file(
          'web/features/reporting/routes/reporting.test.tsx',
          '#web/app/router.tsx',
          '#web/features/cookies/components/banner.tsx',
        ),
      ]),
    ).toEqual([]);
  });

  it('fails code that ships when it imports test support or a fixture, by name or by path', () => {
    const rules = rulesBesidesStyle([
      file('web/lib/session.ts', '#support/web/app-support.tsx'),
      file('worker/app.ts', '../tests/support/worker/test-portal.ts'),
      file('reference-api/src/seed/demo-data.ts', '#fixtures/totp.ts'),
    ]);
    expect(rules).toEqual(Array(3).fill('code that ships imports no test support nor fixture'));
  });

  it('lets tests and tests/ import test support and fixtures', () => {
    expect(
      boundaryViolations([
        file('worker/routes/home.test.ts', '#support/worker/test-portal.ts'),
        file('reference-api/src/rules/totp.unit.test.ts', '#fixtures/totp.ts'),
        file('web/lib/portal-client.test-d.ts', '#support/web/api-stubs.tsx'),
        file('tests/support/web/cookie-store.tsx', './app-support'),
        file('tests/security/open-proxy.test.ts', '#support/worker/test-portal.ts'),
      ]),
    ).toEqual([]);
  });

  it('resolves the aliases and relative paths to repository paths', () => {
    expect(resolveSpecifier('web/features/a/b.ts', '#contract/session')).toBe('worker/contract/session.ts');
    expect(resolveSpecifier('tests/support/worker/a.ts', '#worker/app.ts')).toBe('worker/app.ts');
    expect(resolveSpecifier('web/features/a/b.ts', '#web/ui/button.tsx')).toBe('web/ui/button.tsx');
    expect(resolveSpecifier('web/features/a/routes/b.ts', '../../x/y')).toBe('web/features/x/y');
    expect(resolveSpecifier('web/features/a/b.ts', 'react')).toBeNull();
  });

  it('reads the names from package.json imports', () => {
    expect(importNamesOf({ '#contract/*': './worker/contract/*.ts', '#web/*': './web/*' })).toEqual([
      { prefix: '#contract/', folder: 'worker/contract/', suffix: '.ts' },
      { prefix: '#web/', folder: 'web/', suffix: '' },
    ]);
  });

  it('passes on the repository as it is', () => {
    const run = () => execFileSync('node', ['scripts/import-boundaries.ts'], { encoding: 'utf8' });
    expect(run()).toContain('every web file keeps to its layer');
  });
});

describe('one import style (docs/decisions/071)', () => {
  it('places each file in its area: a web feature or folder, the contract, the Worker, the reference API, a tests folder', () => {
    expect(
      [
        'web/features/approvals/api/approvals.ts',
        'web/ui/button.tsx',
        'web/main.tsx',
        'worker/contract/session.ts',
        'worker/routes/employer/approvals.ts',
        'reference-api/src/routes/employer/approvals.ts',
        'tests/support/web/api-stubs.tsx',
        'scripts/run.mjs',
        'vite.config.ts',
      ].map(areaOf),
    ).toEqual([
      'web/features/approvals',
      'web/ui',
      'web',
      'worker/contract',
      'worker',
      'reference-api',
      'tests/support',
      'scripts',
      null,
    ]);
  });

  it('lets a file name its own area by a relative path and another by its # name', () => {
    expect(
      boundaryViolations([
        file(
          'web/features/approvals/routes/a.tsx',
          '../api/approvals',
          '#web/ui/button.tsx',
          '#contract/approvals',
        ),
        file('worker/routes/employer/approvals.ts', '../../http/answers', '#contract/approvals'),
        file('tests/support/worker/test-portal.ts', '#worker/app.ts', '#reference-api/seed/demo-data.ts'),
        file('tests/perf/bench.mjs', '#scripts/run.mjs', './servers.mjs'),
        file('vite.config.ts', './scripts/chunk-groups.ts'),
      ]),
    ).toEqual([]);
  });

  it('fails a relative path into another area, a # name inside its own, and a name not the area’s', () => {
    expect(
      boundaryViolations([
        file('web/app/router.tsx', '../lib/path-id'),
        file('worker/routes/home.ts', '../contract/home'),
        file('web/features/approvals/routes/a.tsx', '#web/features/approvals/api/approvals.ts'),
        file('tests/security/a.test.ts', '#worker/contract/session.ts'),
      ]).map((violation) => violation.rule),
    ).toEqual([
      'another area (web/lib) is named by #web/…, not a relative path',
      'another area (worker/contract) is named by #contract/…, not a relative path',
      'a file of its own area (web/features/approvals) is named by a relative path, not by #web/',
      'another area (worker/contract) is named by #contract/…, not #worker/',
    ]);
  });
});

describe('no classic zod in the SPA (docs/decisions/067)', () => {
  const contract = {
    'worker/contract/benefits.ts': "import { z } from 'zod';\nexport const a = z.string();",
    'worker/contract/benefit-requests.ts': "import * as z from 'zod/mini';\nexport const b = z.string();",
    'worker/contract/benefit-rules.ts': 'export const LIMIT = 3;',
    'worker/contract/auth.ts': "import { a } from './benefits';\nexport { LIMIT } from './benefit-rules';",
  };
  const withContract = (path: string, source: string) => [
    ...Object.entries(contract).map(([file, text]) => ({ path: file, source: text })),
    { path, source },
  ];

  it('fails a web file that imports a classic-zod contract module, or classic zod, at run time', () => {
    const violations = classicZodViolations([
      ...withContract('web/ui/list.tsx', "import { z } from 'zod';"),
      { path: 'web/features/a/b.tsx', source: "import {\n  type A,\n  a,\n} from '#contract/benefits';" },
      { path: 'web/features/a/c.tsx', source: "import { LIMIT } from '#contract/auth';" },
      { path: 'web/features/a/d.tsx', source: "const m = await import('#contract/benefits');" },
    ]);
    expect(violations.map(({ file, specifier }) => `${file} ${specifier}`)).toEqual([
      'web/ui/list.tsx zod',
      'web/features/a/b.tsx #contract/benefits',
      'web/features/a/c.tsx #contract/auth',
      'web/features/a/d.tsx #contract/benefits',
    ]);
  });

  it('lets the SPA import their types, zod/mini modules, zod-free modules, and tests import anything', () => {
    expect(
      classicZodViolations([
        ...withContract(
          'web/features/a/b.tsx',
          [
            "import type { A } from '#contract/benefits';",
            "import type {\n  B,\n} from '#contract/auth';",
            "import { b } from '#contract/benefit-requests';",
            "import * as z from 'zod/mini';",
            "import { LIMIT } from '#contract/benefit-rules';",
          ].join('\n'),
        ),
        { path: 'web/features/a/b.test.tsx', source: "import { a } from '#contract/benefits';" },
      ]),
    ).toEqual([]);
  });
});

describe("import cycles (biome.json's suspicious/noImportCycles)", () => {
  const fixtures = path.resolve('tests/fixtures/import-rules');
  /** Biome run over one fixture folder with the project's own noImportCycles setting. */
  function lintFixture(folder: string): { failed: boolean; output: string } {
    const project = JSON.parse(readFileSync('biome.json', 'utf8'));
    // Beside the fixtures: Biome lints only files under its configuration's folder.
    const config = path.join(fixtures, `biome.${process.pid}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        root: true,
        vcs: { enabled: false },
        formatter: { enabled: false },
        assist: { enabled: false },
        linter: {
          rules: {
            recommended: false,
            suspicious: { noImportCycles: project.linter.rules.suspicious.noImportCycles },
          },
        },
      }),
    );
    try {
      const output = execFileSync(
        'npx',
        ['biome', 'lint', `--config-path=${config}`, path.join(fixtures, folder)],
        {
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
      return { failed: false, output };
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return { failed: true, output: `${stdout}${stderr}` };
    } finally {
      rmSync(config, { force: true });
    }
  }

  // Each runs Biome over the fixture: seconds on a busy machine, more than the default 5 s.
  it('fails on a cycle, type-only imports included', { timeout: 60_000 }, () => {
    const { failed, output } = lintFixture('cycle');
    expect(failed).toBe(true);
    expect(output).toContain('noImportCycles');
  });

  it('passes the same files without the cycle', { timeout: 60_000 }, () => {
    expect(lintFixture('no-cycle').failed).toBe(false);
  });
});
