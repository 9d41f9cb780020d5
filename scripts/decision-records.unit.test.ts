import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 30, item 7: every decision record has a date and a status, the numbers run without a hole,
// and every file a record names exists.

const root = fileURLToPath(new URL('..', import.meta.url));
const decisionsDir = `${root}docs/decisions/`;

/**
 * Files a record names that are gone on purpose: each is named by a `## History` line that says it
 * was removed, and the test checks both that it is absent and that such a line names it.
 */
const REMOVED_FILES: Record<string, string> = {
  // The hand-written public router, replaced by react-router's data router (decision 011's history).
  'web/lib/public-router.tsx': '011',
  // The app entry's navigation context, replaced by web/lib/router-navigation.tsx (decision 011's history).
  'web/app/app-navigation.tsx': '011',
  // The render of pages on request, replaced by the streamed render-app-page.tsx (decision 022's history).
  'web/app/render-app-page-on-request.tsx': '022',
  // The SPA's own HTML filter, gone once the Worker's sanitiser covered every path (decision 036's history).
  'web/lib/sanitize-html.ts': '036',
  // The hand-kept list of each route's answer schema, replaced by answers(...) at each route (decision 040's history).
  'worker/answer-schemas.ts': '040',
  // The public forms' clone of react-hook-form, gone for usePortalForm (decision 067's history).
  'web/lib/use-form-fields.ts': '067',
  // The second entry, the prerender per tenant, the navigation bridge and the Worker's own path
  // matchers, gone with one route tree and one renderer (decision 066's history).
  'web/public.html': '066',
  'web/public-main.tsx': '066',
  'web/lib/navigation.tsx': '066',
  'web/lib/router-navigation.tsx': '066',
  'web/app/providers.tsx': '066',
  'web/app/app-page-modules.ts': '066',
  'web/public-pages/render-public-page.tsx': '066',
  'web/public-pages/render-public-page.test.ts': '066',
  'scripts/prerender.mjs': '066',
  'worker/contract/path-pattern.ts': '066',
  'worker/contract/path-pattern.test.ts': '066',
  'worker/contract/prerendered-pages.ts': '066',
  'worker/contract/public-pages.test.ts': '066',
  'worker/contract/tenant-markers.ts': '066',
  'worker/shell/shell-template.ts': '066',
  'worker/shell/tenant-texts.ts': '066',
  'worker/shell/escape-html.ts': '066',
  'worker/shell/serve-shell.ts': '066',
  'worker/shell/serve-shell.test.ts': '066',
  'worker/shell/serve-signed-in-page.ts': '066',
  // The paths written in several places, gone for worker/contract/page-paths.ts (decision 066's history).
  'web/lib/nav-paths.ts': '066',
  'worker/contract/public-pages.ts': '066',
  // The page served by one module and its shell by another, the glue halved (decision 066's history).
  'worker/shell/serve-app-page.ts': '066',
  'worker/shell/app-shell.ts': '066',
  'worker/shell/app-page-preloads.ts': '066',
  // Moved to the feature names, the employer's route folder and tests/support (decision 071's history).
  'worker/routes/reporting.test.ts': '071',
  'worker/routes/dashboard-insights.test.ts': '071',
  'worker/routes/employee-data.ts': '071',
  'reference-api/src/routes/client-reports.test.ts': '071',
  'worker/contract/dashboard-admin-rules.ts': '071',
  'web/test-support.tsx': '071',
  'web/app/guards/test-helpers.tsx': '071',
  'web/app/guards/api-fixtures.ts': '071',
  'web/app/guards/api-fixtures.test-d.ts': '071',
  'web/features/cookies/components/cookie-store.test-support.tsx': '071',
  'worker/test-support.ts': '071',
  'reference-api/src/testing': '071',
};

/** Paths a record names that a build or a tool writes, so a fresh checkout does not have them. */
const GENERATED_PATHS: Record<string, string> = {
  // Where the Vite plugin writes its redirect file (decision 029); ignored by git.
  'web/.wrangler': '029',
};

type DecisionRecord = { file: string; number: number; text: string; lines: string[] };

const records: DecisionRecord[] = readdirSync(decisionsDir)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => {
    const text = readFileSync(`${decisionsDir}${file}`, 'utf8');
    return { file, number: Number.parseInt(file, 10), text, lines: text.split('\n') };
  });

const numbers = new Set(records.map((record) => record.number));
const three = (n: number) => String(n).padStart(3, '0');

// `Date: 2026-11-21 · Status: accepted`, or one or more of these clauses joined by '; ':
// 'superseded by 033', 'partly superseded by 034 (what part)', 'amended by 012 and 035'.
const NUMBERS = String.raw`\d{3}(?:(?:, | and )\d{3})*`;
const CLAUSE = String.raw`(?:superseded by ${NUMBERS}|partly superseded by ${NUMBERS} \([^()]+\)|amended by ${NUMBERS})`;
const STATUS_LINE = new RegExp(
  String.raw`^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted|${CLAUSE}(?:; ${CLAUSE})*)$`,
);

/** The first date line's numbers after 'superseded by' or 'amended by'. */
function statusReferences(status: string): number[] {
  return [...status.matchAll(/(?:superseded|amended) by ((?:\d{3}(?:, | and )?)+)/g)].flatMap((match) =>
    (match[1].match(/\d{3}/g) ?? []).map(Number),
  );
}

const PATH_PREFIXES = ['web/', 'worker/', 'reference-api/', 'tests/', 'scripts/', 'docs/', '.ci/'];
const TOP_LEVEL_FILES = [
  'package.json',
  'wrangler.toml',
  'vite.config.ts',
  'vitest.config.ts',
  'panda.config.ts',
  'biome.json',
  'tsconfig.json',
  'tsconfig.web.json',
  'tsconfig.worker.json',
  'README.md',
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATH_TOKEN = new RegExp(
  String.raw`(?<![\w./@-])(?:(?:${PATH_PREFIXES.map(escapeRegExp).join('|')})[^\s\`'"()<>|,;]*|(?:${TOP_LEVEL_FILES.map(escapeRegExp).join('|')})(?![\w.-]))`,
  'g',
);

/** The repository paths a text names: backticked or plain, trailing punctuation, lines and anchors cut. */
function namedPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const [token] of text.matchAll(PATH_TOKEN)) {
    if (token.includes('*') || token.includes('{')) continue;
    const path = token
      .replace(/#.*$/, '')
      .replace(/:\d+(?:[-:]\d+)*$/, '')
      .replace(/[.:!?]+$/, '');
    paths.add(path);
  }
  return [...paths];
}

describe('decision records', () => {
  it('are numbered from 001 without a hole or a duplicate', () => {
    const found = records.map((record) => record.number);
    expect(found).toEqual(found.map((_, index) => index + 1));
  });

  it.each(records)('$file: its heading carries its file number, then a date and a status line', (record) => {
    expect(record.file).toMatch(/^\d{3}-[a-z0-9-]+\.md$/);
    expect(record.lines[0]).toMatch(new RegExp(`^# ${three(record.number)}: \\S`));
    expect(record.lines[1]).toBe('');
    expect(record.lines[2]).toMatch(STATUS_LINE);
    const date = STATUS_LINE.exec(record.lines[2])?.[1] ?? '';
    expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect(record.lines.filter((line) => line.startsWith('Date: '))).toHaveLength(1);
  });

  it.each(records)('$file: a status names only other records that exist', (record) => {
    const status = STATUS_LINE.exec(record.lines[2])?.[2] ?? '';
    for (const number of statusReferences(status)) {
      expect(number, `${record.file} names ${three(number)}`).not.toBe(record.number);
      expect(numbers.has(number), `${record.file} names ${three(number)}, which does not exist`).toBe(true);
    }
  });

  it.each(records)('$file: has no amendment left unfolded', (record) => {
    expect(
      record.lines.filter((line) => /^#+ (Amendment|Addendum|Later|Measured again)\b/.test(line)),
    ).toEqual([]);
  });

  it.each(records)('$file: every repository path it names exists', (record) => {
    const missing = namedPaths(record.text).filter(
      (path) => !existsSync(`${root}${path}`) && !(path in REMOVED_FILES) && !(path in GENERATED_PATHS),
    );
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(REMOVED_FILES))('%s: is gone, and the History of %s says so', (path, number) => {
    expect(existsSync(`${root}${path}`)).toBe(false);
    const record = records.find((candidate) => three(candidate.number) === number);
    const history = record?.text.split(/^## History$/m)[1] ?? '';
    expect(history).toContain(path);
  });

  it.each(Object.entries(GENERATED_PATHS))('%s: is named by %s and ignored by git', (path, number) => {
    expect(records.find((record) => three(record.number) === number)?.text).toContain(path);
    expect(readFileSync(`${root}.gitignore`, 'utf8')).toMatch(
      new RegExp(`^${escapeRegExp(path.split('/').pop() ?? '')}/?$`, 'm'),
    );
  });

  it('finds paths as the records write them', () => {
    expect(
      namedPaths(
        'See `web/lib/api-client.ts:43`, worker/app.ts#L3, (docs/performance.md). Also `web/features/*/x.ts`, ' +
          'package.json and `wrangler.toml`; not foo/web/x.ts or package.jsonc.',
      ),
    ).toEqual([
      'web/lib/api-client.ts',
      'worker/app.ts',
      'docs/performance.md',
      'package.json',
      'wrangler.toml',
    ]);
    expect(statusReferences('partly superseded by 033 (the router); amended by 013, 029 and 035')).toEqual([
      33, 13, 29, 35,
    ]);
  });
});
