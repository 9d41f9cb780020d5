import { describe, expect, it } from 'vitest';
import { pruneUnreadUniversalVariables, pruneUnusedTokens } from './prune-unused-tokens';

const stylesheet = `@layer reset, base, tokens, utilities;
@layer reset {
  html { font-family: var(--global-font-body, var(--font-fallback)); }
}
@layer tokens {
  :where(:root, :host) {
    --spacing-1: 0.25rem;
    --spacing-2: 0.5rem;
    --colors-red-500: #ef4444;
    --colors-brand-primary: var(--brand-primary-100);
    --colors-fg-error: var(--colors-red-700);
    --colors-red-700: #b91c1c;
    --fonts-body: var(--font-body), system-ui, "Segoe UI", sans-serif;
    --radii-l1: 4px
  }
  @keyframes spin { to { transform: rotate(360deg); } }
}
@layer utilities {
  .p_2 { padding: var(--spacing-2); }
  .c_brand { color: var(--colors-brand-primary); }
  .c_error { color: var(--colors-fg-error); }
  .ff_body { font-family: var(--fonts-body); }
}`;

describe('pruneUnusedTokens', () => {
  const pruned = pruneUnusedTokens(stylesheet);

  it('keeps the variables a rule reads, with their values', () => {
    expect(pruned).toContain('--spacing-2: 0.5rem;');
    expect(pruned).toContain('--colors-brand-primary: var(--brand-primary-100);');
    expect(pruned).toContain('--fonts-body: var(--font-body), system-ui, "Segoe UI", sans-serif;');
  });

  it('keeps a variable that only another kept variable reads', () => {
    expect(pruned).toContain('--colors-red-700: #b91c1c;');
  });

  it('drops the variables nothing reads, the last one of the rule too', () => {
    expect(pruned).not.toContain('--spacing-1');
    expect(pruned).not.toContain('--colors-red-500');
    expect(pruned).not.toContain('--radii-l1');
  });

  it('leaves every rule outside the declarations as it was', () => {
    expect(pruned).toContain('@keyframes spin { to { transform: rotate(360deg); } }');
    expect(pruned).toContain('.c_error { color: var(--colors-fg-error); }');
    expect(pruned.startsWith('@layer reset, base, tokens, utilities;\n@layer reset {')).toBe(true);
  });

  it('returns a stylesheet without a tokens layer unchanged', () => {
    const plain = '.a { color: var(--x); }';
    expect(pruneUnusedTokens(plain)).toBe(plain);
  });
});

describe('pruneUnreadUniversalVariables', () => {
  const withComposition = `@layer reset, base, tokens, utilities;
@layer reset {
  *, ::before, ::after, ::backdrop { border-style: solid; border-color: var(--global-color-border, currentcolor); }
}
@layer base {
  *, ::before, ::after, ::backdrop {
    --blur: /*-*/ /*-*/;
    --translate-x: 0;
    --scale-x: 1
  }
  html { line-height: 1.5; }
}
@layer utilities {
  .trf_auto { transform: translateX(var(--translate-x)); }
  .p_2 { padding: 0.5rem; }
}`;
  const pruned = pruneUnreadUniversalVariables(withComposition);

  it('drops the variables set on every element that no rule reads', () => {
    expect(pruned).not.toContain('--blur');
    expect(pruned).not.toContain('--scale-x');
  });

  it('keeps one a rule reads, and every other declaration and rule', () => {
    expect(pruned).toContain('--translate-x: 0;');
    expect(pruned).toContain('border-style: solid;');
    expect(pruned).toContain('html { line-height: 1.5; }');
    expect(pruned).toContain('.p_2 { padding: 0.5rem; }');
  });

  it('drops the rule once none of its variables is read', () => {
    const unread = withComposition.replace('translateX(var(--translate-x))', 'translateX(0)');
    const result = pruneUnreadUniversalVariables(unread);
    expect(result).not.toContain('--translate-x');
    expect(result.match(/\*, ::before, ::after, ::backdrop/g)).toHaveLength(1);
    expect(result).toContain('@layer base {');
  });

  it('leaves a stylesheet without such variables as it was', () => {
    expect(pruneUnreadUniversalVariables(stylesheet)).toBe(stylesheet);
  });
});
