import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as specConstants from '#contract/spec-constants';

// Issue 44, item 7: a constant of the specification that nothing reads is a rule the portal says it
// keeps and does not (docs/decisions/081).

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['web', 'worker', 'reference-api/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.endsWith('spec-constants.ts') && !path.endsWith('worker-configuration.d.ts'));
}

describe('the specification constants (worker/contract/spec-constants.ts)', () => {
  const sources = SOURCE_DIRS.flatMap(sourceFiles).map((path) => readFileSync(path, 'utf8'));

  it.each(Object.keys(specConstants))('%s is read by the portal, outside tests', (name) => {
    const reader = new RegExp(`\\b${name}\\b`);
    expect(sources.some((text) => reader.test(text))).toBe(true);
  });
});
