import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATHS } from '#contract/page-paths';

// Each page's path is written once, in worker/contract/page-paths.ts (docs/decisions/066): the route
// tree's patterns, the links and the redirects all read it there. These tests fail when a page's
// path is written again somewhere in the portal's source, tests aside.

const PATHS_MODULE = 'worker/contract/page-paths.ts';

/** A path's first segment ('/app/home/' → '/app'); the login page's '/' has none. */
const firstSegment = (path: string) => path.match(/^\/[^/:]+/)?.[0];

/** The first segments of the pages' paths: a literal that starts with one names a page. */
const PAGE_SEGMENTS = [...new Set(Object.values(PATHS).flatMap((path) => firstSegment(path) ?? []))].sort();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A string or template literal that starts with one of `segments`, as the whole segment. */
const literalStartingWith = (segments: readonly string[]) =>
  new RegExp(`(['"\`])(?:${segments.map(escapeRegExp).join('|')})(?=[/?'"\`]|\\$\\{)`);

/**
 * A link or redirect whose target is written in place: a literal path ('/', '/two-fa/') or a
 * template that makes one from another (`${productPath}/manage`).
 */
const LINK_WRITTEN_IN_PLACE =
  /(?:\b(?:to|href|action)=\{?|\bnavigate\(|\bloadDocument\(|\bredirectTo\()\s*(?:['"`]\/|`\$\{)/;

interface Finding {
  file: string;
  line: number;
  text: string;
}

/**
 * Where a source file writes a page's path itself. In web/: any page's path, or a link's target
 * written in place. In worker/: a path under /app (the Worker's own routes and the upstream's share
 * the public pages' names, /logout or /activation, and are no pages).
 */
function pathsWrittenAgain(file: string, source: string): Finding[] {
  const rules = file.startsWith('web/')
    ? [literalStartingWith(PAGE_SEGMENTS), LINK_WRITTEN_IN_PLACE]
    : [literalStartingWith(['/app'])];
  return source
    .split('\n')
    .flatMap((text, index) =>
      rules.some((rule) => rule.test(text)) ? [{ file, line: index + 1, text: text.trim() }] : [],
    );
}

const isTest = (file: string) => /\.test\.tsx?$|(^|[/.])test-support\.tsx?$/.test(file);

function portalSources(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', 'web', 'worker'],
    { encoding: 'utf8' },
  );
  return listed
    .split('\0')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !isTest(file) && file !== PATHS_MODULE);
}

describe('each page path written once', () => {
  it('knows the pages by their first segments', () => {
    expect(PAGE_SEGMENTS).toContain('/app');
    expect(PAGE_SEGMENTS).toContain('/two-fa');
    expect(PAGE_SEGMENTS).toContain('/logout');
    expect(PAGE_SEGMENTS).not.toContain('/api');
  });

  it('finds a page path written again, and a link written in place', () => {
    const web = (source: string) => pathsWrittenAgain('web/features/x/routes/x.tsx', source);
    expect(web(`const HOME = '/app/home/';`)).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal's source, as the test reads it
    expect(web('<Link to={`/app/my-benefits/${id}`}>')).toHaveLength(1);
    expect(web(`<ButtonLink to="/app/my-benefits/">`)).toHaveLength(1);
    expect(web(`navigate('/two-fa/');`)).toHaveLength(1);
    expect(web(`<Link to="/privacy-statement">`)).toHaveLength(1);
    expect(web(`loadDocument('/', { replace: true });`)).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal's source, as the test reads it
    expect(web('<Navigate to={`${productPath}/manage`} replace />')).toHaveLength(1);
    expect(pathsWrittenAgain('worker/routes/auth.ts', `const HOME = "/app/home/";`)).toHaveLength(1);
  });

  it('lets pass the paths module read, an API path, prose and a page whose name only starts alike', () => {
    const web = (source: string) => pathsWrittenAgain('web/features/x/routes/x.tsx', source);
    expect(web('<Link to={PATHS.home}>')).toEqual([]);
    expect(web(`navigate(hrefOf(PATHS.benefit, { benefitId }));`)).toEqual([]);
    expect(web(`src={'/api/employer/ccv/manage-frame'}`)).toEqual([]);
    expect(web(`// a signed-in visitor goes on to /app/home/`)).toEqual([]);
    expect(web(`const key = '/applications';`)).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal's source, as the test reads it
    expect(web('<a href={`mailto:${email}`}>')).toEqual([]);
    expect(pathsWrittenAgain('worker/routes/auth.ts', `.post('/logout', answers(schema), handler)`)).toEqual(
      [],
    );
  });

  it('finds no page path outside worker/contract/page-paths.ts and the tests', () => {
    const sources = portalSources();
    expect(sources.length).toBeGreaterThan(100);
    const findings = sources.flatMap((file) => pathsWrittenAgain(file, readFileSync(file, 'utf8')));
    expect(findings).toEqual([]);
  });
});
