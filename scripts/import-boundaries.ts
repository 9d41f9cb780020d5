// The SPA's layers, checked by `npm run lint` (docs/decisions/037): a feature imports the shared
// layers (web/ui, web/lib), the contract and its own files, never another feature nor the app
// that composes them; the shared layers import neither. No relative import anywhere climbs more
// than two levels. The SPA imports no contract module built with classic zod but for its types
// (docs/decisions/067). Import cycles are Biome's
// (suspicious/noImportCycles in biome.json). Run: node scripts/import-boundaries.ts
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** The file's path from the repository's root, with forward slashes. */
  path: string;
  source: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

/** Every module specifier a file names: static and dynamic imports, re-exports and vi.mock. */
const SPECIFIER = /(?:\bfrom|\bimport|\bvi\.mock|\bvi\.importActual)\s*\(?\s*'([^']+)'/g;

/** Where a specifier leads, from the repository's root (null: a package). */
export function resolveSpecifier(importer: string, specifier: string): string | null {
  if (specifier.startsWith('#contract/')) return `worker/contract/${specifier.slice('#contract/'.length)}`;
  if (specifier.startsWith('#web/')) return `web/${specifier.slice('#web/'.length)}`;
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  return null;
}

/** The layer a web file belongs to: `feature:<name>`, `ui`, `lib`, or another folder of web/. */
function layerOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] !== 'web') return null;
  if (parts[1] === 'features' && parts[2]) return `feature:${parts[2]}`;
  return parts[1] ?? null;
}

const isTest = (file: string) => /\.test\.tsx?$|(^|[/.])test-support\.tsx?$/.test(file);

/**
 * What a file of each layer may not import. Tests render the whole route tree and mock the frame
 * around the page they test, so they may reach the app and other features' frame pieces.
 */
export function boundaryViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const { path: file, source } of files) {
    const layer = isTest(file) ? null : layerOf(file);
    for (const [, specifier] of source.matchAll(SPECIFIER)) {
      if (!specifier) continue;
      const climbs = specifier.match(/\.\.\//g)?.length ?? 0;
      if (climbs > 2)
        violations.push({
          file,
          specifier,
          rule: 'a relative path climbs at most two levels (#web/*, #contract/*, #fixtures/*)',
        });
      if (!layer) continue;
      const target = resolveSpecifier(file, specifier);
      if (!target) continue;
      const targetLayer = layerOf(target);
      if (layer.startsWith('feature:')) {
        if (targetLayer?.startsWith('feature:') && targetLayer !== layer) {
          violations.push({ file, specifier, rule: 'a feature imports nothing of another feature' });
        } else if (
          targetLayer &&
          !targetLayer.startsWith('feature:') &&
          !['ui', 'lib'].includes(targetLayer)
        ) {
          violations.push({
            file,
            specifier,
            rule: `a feature imports web/ui, web/lib and the contract, not web/${targetLayer}`,
          });
        }
      } else if ((layer === 'ui' || layer === 'lib') && targetLayer && !['ui', 'lib'].includes(targetLayer)) {
        violations.push({
          file,
          specifier,
          rule: `web/${layer} imports web/ui, web/lib and the contract only`,
        });
      }
    }
  }
  return violations;
}

/**
 * The specifiers a file imports at run time: not `import type` nor `export type` (with
 * verbatimModuleSyntax, `import { type A }` stays as an import of the module).
 */
const RUNTIME_SPECIFIER =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?'([^']+)'|\bimport\(\s*'([^']+)'/gm;

function runtimeSpecifiers(source: string): string[] {
  return [...source.matchAll(RUNTIME_SPECIFIER)].flatMap(
    ([, imported, dynamic]) => imported ?? dynamic ?? [],
  );
}

/**
 * Classic zod in the browser: a web file (not a test) that imports at run time a contract module
 * which imports classic `zod`, itself or through another contract module. zod's core is shared with
 * zod/mini, so classic zod anywhere in the SPA weighs on the login page (docs/decisions/067).
 */
export function classicZodViolations(files: readonly SourceFile[]): Violation[] {
  const sources = new Map(files.map((file) => [file.path.replace(/\.tsx?$/, ''), file.source]));
  const classic = new Map<string, boolean>();
  const importsClassic = (module: string): boolean => {
    const known = classic.get(module);
    if (known !== undefined) return known;
    classic.set(module, false);
    const verdict = runtimeSpecifiers(sources.get(module) ?? '').some((specifier) => {
      if (specifier === 'zod') return true;
      const target = resolveSpecifier(module, specifier);
      return target?.startsWith('worker/contract/') === true && importsClassic(target.replace(/\.tsx?$/, ''));
    });
    classic.set(module, verdict);
    return verdict;
  };
  const violations: Violation[] = [];
  for (const { path: file, source } of files) {
    if (!file.startsWith('web/') || isTest(file)) continue;
    for (const specifier of runtimeSpecifiers(source)) {
      const target = resolveSpecifier(file, specifier)?.replace(/\.tsx?$/, '');
      if (specifier === 'zod' || (target?.startsWith('worker/contract/') && importsClassic(target)))
        violations.push({
          file,
          specifier,
          rule: 'the SPA imports classic zod for types only (zod/mini in a *-requests.ts module)',
        });
    }
  }
  return violations;
}

function trackedSources(): SourceFile[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--', 'web/**/*.ts', 'web/**/*.tsx', 'worker/contract/*.ts'],
    { encoding: 'utf8' },
  );
  return listed
    .split('\0')
    .filter(Boolean)
    .map((file) => ({ path: file, source: readFileSync(file, 'utf8') }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sources = trackedSources();
  const violations = [
    ...boundaryViolations(sources.filter((file) => file.path.startsWith('web/'))),
    ...classicZodViolations(sources),
  ];
  for (const { file, specifier, rule } of violations) console.error(`${file}: '${specifier}': ${rule}`);
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) cross the SPA's boundaries.`);
    process.exit(1);
  }
  console.log('Import boundaries: every web file keeps to its layer.');
}
