// The message catalogs (docs/decisions/085-languages.md) as `npm test` holds them to: in step with
// the code, complete in every language, and each translation with its source's placeholders.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareVariables, parsePo, validateIcu } from 'pofile-ts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from '#contract/languages';

// The CLI as `npx lingui` runs it (its package exports no path to it).
const lingui = fileURLToPath(new URL('../node_modules/.bin/lingui', import.meta.url));

/** A `lingui check` command's report; it exits non-zero when the check fails. */
function linguiCheck(...args: string[]): string {
  try {
    return execFileSync(process.execPath, [lingui, 'check', ...args, '--verbose', '--workers', '1'], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`lingui check ${args.join(' ')} failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
}

function catalog(language: string): Map<string, string> {
  const po = parsePo(readFileSync(new URL(`../web/lib/locales/${language}.po`, import.meta.url), 'utf8'));
  return new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

/** The numbered tags of a message (`<0>reset your password</0>`), in order. */
const tagsOf = (message: string) => [...message.matchAll(/<\/?\d+\s*\/?>/g)].map(([tag]) => tag).sort();

describe('the message catalogs', () => {
  it('hold exactly the messages the code has: none missing, none the code no longer has', () => {
    expect(linguiCheck('sync', '--clean')).toContain('PASS');
  }, 60_000);

  it('translate every message into every language', () => {
    expect(linguiCheck('missing', '--mode', 'catalog')).toContain('PASS');
  }, 60_000);

  it("give each translation its source's placeholders and tags, in valid ICU syntax", () => {
    const source = catalog(SOURCE_LANGUAGE);
    const problems: string[] = [];
    for (const language of LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE)) {
      for (const [id, translation] of catalog(language)) {
        if (!source.has(id) || translation === '') continue;
        if (!validateIcu(translation).valid) problems.push(`${language}: not valid ICU: ${translation}`);
        const variables = compareVariables(id, translation);
        if (!variables.isMatch) {
          problems.push(`${language}: "${id}" has ${JSON.stringify(variables)} in "${translation}"`);
        }
        if (tagsOf(id).join() !== tagsOf(translation).join()) {
          problems.push(`${language}: "${id}" and "${translation}" differ in tags`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
