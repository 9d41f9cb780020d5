// The SPA's layers, checked by `npm run lint` (docs/decisions/037): a feature imports the shared
// layers (web/ui, web/lib), the contract and its own files, never another feature nor the app
// that composes them; the shared layers import neither. No relative import anywhere climbs more
// than two levels. One import style (docs/decisions/071): a relative path inside a file's own
// area, another area by its `#` name. Code that ships (anything but a test and tests/) imports
// nothing of tests/, where test support and fixtures live. The SPA imports no contract module
// built with classic zod but for its types (docs/decisions/067). Import cycles are Biome's
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

/** The `#` names of package.json's `imports`: each name's prefix, its folder and what it appends. */
export interface ImportName {
  prefix: string;
  folder: string;
  suffix: string;
}

/** Reads `"#contract/*": "./worker/contract/*.ts"` as { prefix '#contract/', folder 'worker/contract/', suffix '.ts' }. */
export function importNamesOf(imports: Record<string, string>): ImportName[] {
  return Object.entries(imports).map(([key, target]) => {
    const [folder = '', suffix = ''] = target.replace(/^\.\//, '').split('*');
    return { prefix: key.replace(/\*$/, ''), folder, suffix };
  });
}

const PACKAGE_IMPORTS: Record<string, string> = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).imports;
const IMPORT_NAMES = importNamesOf(PACKAGE_IMPORTS);

/** Where a specifier leads, from the repository's root (null: a package). */
export function resolveSpecifier(importer: string, specifier: string, names = IMPORT_NAMES): string | null {
  const name = names.find(({ prefix }) => specifier.startsWith(prefix));
  if (name) return `${name.folder}${specifier.slice(name.prefix.length)}${name.suffix}`;
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  return null;
}

/**
 * The area a file belongs to (docs/decisions/071): a web feature, another folder of web/ (web's
 * own files are one more), the contract, the rest of the Worker, the reference API, a folder of
 * tests/, scripts/. Null for the root's files and generated output, which are named by their path.
 */
export function areaOf(file: string): string | null {
  const parts = file.split('/');
  const [top, second] = parts;
  if (top === 'web') {
    if (second === 'features' && parts.length > 3) return `web/features/${parts[2]}`;
    return parts.length > 2 ? `web/${second}` : 'web';
  }
  if (top === 'worker') return second === 'contract' && parts.length > 2 ? 'worker/contract' : 'worker';
  if (top === 'tests' && parts.length > 2) return `tests/${second}`;
  if (top === 'reference-api' || top === 'scripts') return top;
  return null;
}

/** The name another area uses for `target`: the package.json name of the longest folder holding it. */
function nameOf(target: string, names: readonly ImportName[]): ImportName | null {
  const holding = names.filter(({ folder }) => target.startsWith(folder));
  return holding.sort((a, b) => b.folder.length - a.folder.length)[0] ?? null;
}

/**
 * One import style (docs/decisions/071): inside its own area a file names its neighbours by a
 * relative path; another area by that area's `#` name, the one package.json gives its folder.
 */
export function styleViolation(file: string, specifier: string, names = IMPORT_NAMES): string | null {
  const target = resolveSpecifier(file, specifier, names);
  const mine = areaOf(file);
  if (target === null || mine === null) return null;
  const theirs = areaOf(target);
  if (theirs === null) return null;
  const named = names.find(({ prefix }) => specifier.startsWith(prefix));
  if (mine === theirs) {
    return named
      ? `a file of its own area (${mine}) is named by a relative path, not by ${named.prefix}`
      : null;
  }
  const expected = nameOf(target, names);
  if (!expected) return `${target} is in no folder that package.json's imports name`;
  if (named?.prefix === expected.prefix) return null;
  return `another area (${theirs}) is named by ${expected.prefix}…, not ${named ? named.prefix : 'a relative path'}`;
}

/** The layer a web file belongs to: `feature:<name>`, `ui`, `lib`, or another folder of web/. */
function layerOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] !== 'web') return null;
  if (parts[1] === 'features' && parts[2]) return `feature:${parts[2]}`;
  return parts[1] ?? null;
}

/** A test, or what only tests load (tests/: fixtures, support, journeys, benchmarks). */
const isTest = (file: string) => file.startsWith('tests/') || /\.(unit\.)?test(-d)?\.tsx?$/.test(file);

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
          rule: 'a relative path climbs at most two levels',
        });
      const style = styleViolation(file, specifier);
      if (style) violations.push({ file, specifier, rule: style });
      const target = resolveSpecifier(file, specifier);
      if (!target) continue;
      if (!isTest(file) && target.startsWith('tests/')) {
        violations.push({ file, specifier, rule: 'code that ships imports no test support nor fixture' });
      }
      if (!layer) continue;
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
  const listed = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mjs'], {
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((file) => file && !file.startsWith('styled-system/'))
    .map((file) => ({ path: file, source: readFileSync(file, 'utf8') }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sources = trackedSources();
  const violations = [...boundaryViolations(sources), ...classicZodViolations(sources)];
  for (const { file, specifier, rule } of violations) console.error(`${file}: '${specifier}': ${rule}`);
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) cross the boundaries.`);
    process.exit(1);
  }
  console.log(
    'Import boundaries: every web file keeps to its layer, every import to the one style, and no shipped code imports tests/.',
  );
}
