// Panda writes every token of its preset as a CSS variable on :root, read or not: about 450 of
// them, a third of the stylesheet that every HTML page carries inline (docs/decisions/013). Only a
// few dozen are read by a rule. This keeps the variables that something reads, directly or
// through another kept variable, and drops the rest. It runs on Panda's final stylesheet
// (panda.config.ts, the `cssgen:done` hook), so every rule of every page is there to be read.
// Nothing outside the stylesheet reads Panda's variables: the Worker's theme only writes the
// brand variables the semantic tokens point at.

const TOKENS_LAYER = /@layer\s+tokens\s*\{/;
/** `--name: value;` (or the last one before `}`). Token values hold no braces or semicolons. */
const DECLARATION = /(--[\w-]+)\s*:\s*([^;{}]*?)\s*(?:;|(?=\}))/g;
const READ = /var\(\s*(--[\w-]+)/g;

function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i;
  }
  throw new Error('prune-unused-tokens: the tokens layer is not closed');
}

function readsOf(text: string): string[] {
  return [...text.matchAll(READ)].map((match) => match[1] ?? '');
}

export function pruneUnusedTokens(css: string): string {
  const found = TOKENS_LAYER.exec(css);
  if (!found) return css;
  const open = found.index + found[0].length - 1;
  const close = closingBrace(css, open);
  const layer = css.slice(open + 1, close);

  const declarations = new Map<string, string[]>();
  for (const [, name = '', value = ''] of layer.matchAll(DECLARATION)) {
    declarations.set(name, [...(declarations.get(name) ?? []), ...readsOf(value)]);
  }
  const kept = new Set<string>();
  const pending = [
    ...readsOf(css.slice(0, found.index)),
    ...readsOf(layer.replace(DECLARATION, '')),
    ...readsOf(css.slice(close + 1)),
  ];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (kept.has(name)) continue;
    kept.add(name);
    pending.push(...(declarations.get(name) ?? []));
  }
  const prunedLayer = layer.replace(DECLARATION, (declaration, name: string) =>
    kept.has(name) ? declaration : '',
  );
  return css.slice(0, open + 1) + prunedLayer + css.slice(close);
}

// Panda's base preset sets 33 composition variables (--blur, --translate-x, --scale-y…) on
// `*, ::before, ::after, ::backdrop`, for utilities that build a filter or a transform from parts.
// The portal's rules write whole values and read none of them; but a custom property set on every
// element gives every element its own set of variables, and the first style recalculation of a
// streamed page took 16 ms for ~250 elements (×4 on Lighthouse's phone: a long task at first paint,
// docs/decisions/013-paint-first.md). Those that no rule reads are dropped, and the rule with them
// once it is empty.
const UNIVERSAL_RULE =
  /(^|[{};]\s*)((?:\*|::?before|::?after|::backdrop)(?:\s*,\s*(?:\*|::?before|::?after|::backdrop))*)\s*\{([^{}]*)\}/g;

export function pruneUnreadUniversalVariables(css: string): string {
  const read = new Set(readsOf(css));
  return css.replace(UNIVERSAL_RULE, (rule, before: string, selector: string, body: string) => {
    // The closing brace ends the last declaration, which needs no semicolon.
    const kept = `${body}}`
      .replace(DECLARATION, (declaration, name: string) => (read.has(name) ? declaration : ''))
      .slice(0, -1);
    if (kept === body) return rule;
    return kept.trim() === '' ? before : `${before}${selector} {${kept}}`;
  });
}
