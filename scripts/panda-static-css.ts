// A Vite plugin for the client build: Panda's css() and cva() calls whose arguments are plain
// literals (all of them in this project) are run at build time, with Panda's own runtime, and
// replaced by the class names they return. The browser then loads neither Panda's runtime (~6 KB
// gzip) nor the style objects, only class names; the CSS itself is generated from the sources as
// before. A call that is not a literal stays as it is and keeps the runtime (the build says so).
// docs/decisions/011-html-first-public-pages.md
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

type Static = string | number | boolean | null | Static[] | { [key: string]: Static };

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface PandaRuntime {
  css: (...styles: Static[]) => string;
  cva: (config: Static) => (props?: Record<string, unknown>) => string;
}

const PANDA_MODULE = 'styled-system/css';
const NOT_STATIC = Symbol('not static');

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

type Constants = ReadonlyMap<string, AstNode>;

/** The module's top-level `const name = …` declarations, which literal arguments may refer to. */
function moduleConstants(program: AstNode): Constants {
  const constants = new Map<string, AstNode>();
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      if (id.type === 'Identifier' && declarator.init)
        constants.set(id.name as string, declarator.init as AstNode);
    }
  }
  return constants;
}

/**
 * The value of a literal expression (objects, arrays, strings, numbers…, spreads of and references
 * to the module's own literal constants), or NOT_STATIC.
 */
function staticValue(node: AstNode, constants: Constants): Static | typeof NOT_STATIC {
  switch (node.type) {
    case 'Identifier': {
      const init = constants.get(node.name as string);
      return init ? staticValue(init, constants) : NOT_STATIC;
    }
    case 'Literal':
      return node.value as Static;
    case 'TemplateLiteral': {
      const [quasi] = node.quasis as AstNode[];
      if (!quasi || (node.expressions as AstNode[]).length > 0) return NOT_STATIC;
      return String((quasi.value as { cooked: string }).cooked);
    }
    case 'UnaryExpression': {
      const argument = staticValue(node.argument as AstNode, constants);
      return node.operator === '-' && typeof argument === 'number' ? -argument : NOT_STATIC;
    }
    case 'ArrayExpression': {
      const items: Static[] = [];
      for (const element of node.elements as (AstNode | null)[]) {
        const value = element ? staticValue(element, constants) : NOT_STATIC;
        if (value === NOT_STATIC) return NOT_STATIC;
        items.push(value);
      }
      return items;
    }
    case 'ObjectExpression': {
      const object: Record<string, Static> = {};
      for (const property of node.properties as AstNode[]) {
        if (property.type === 'SpreadElement') {
          const spread = staticValue(property.argument as AstNode, constants);
          if (typeof spread !== 'object' || spread === null || Array.isArray(spread)) return NOT_STATIC;
          Object.assign(object, spread);
          continue;
        }
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return NOT_STATIC;
        const key = property.key as AstNode;
        const name =
          key.type === 'Identifier'
            ? (key.name as string)
            : key.type === 'Literal'
              ? String(key.value)
              : null;
        const value = staticValue(property.value as AstNode, constants);
        if (name === null || value === NOT_STATIC) return NOT_STATIC;
        object[name] = value;
      }
      return object;
    }
    default:
      return NOT_STATIC;
  }
}

function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && key !== 'start' && key !== 'end' && typeof child === 'object') walk(child, visit);
  }
}

/** A cva() recipe as a table of every variant combination's class names, with a tiny lookup. */
function staticRecipe(runtime: PandaRuntime, config: Static): string {
  const { variants = {}, defaultVariants = {} } = config as {
    variants?: Record<string, Record<string, Static>>;
    defaultVariants?: Record<string, Static>;
  };
  const recipe = runtime.cva(config);
  const keys = Object.keys(variants);
  const known = keys.map((key) => Object.keys(variants[key] ?? {}));
  const NONE = '\u0000none';
  const table: Record<string, string> = {};
  const combine = (index: number, picked: string[]) => {
    if (index === keys.length) {
      const props = Object.fromEntries(keys.map((key, i) => [key, picked[i] === '' ? NONE : picked[i]]));
      table[picked.join('|')] = recipe(props);
      return;
    }
    for (const value of ['', ...(known[index] ?? [])]) combine(index + 1, [...picked, value]);
  };
  combine(0, []);
  // Mirrors cva(): a prop left undefined takes its default; a value that is no variant adds nothing.
  return `/* @__PURE__ */ ((table, keys, known, defaults) => (props = {}) => table[keys.map((key, i) => { const value = String(props[key] === undefined ? defaults[key] : props[key]); return known[i].includes(value) ? value : ''; }).join('|')])(${JSON.stringify(table)}, ${JSON.stringify(keys)}, ${JSON.stringify(known)}, ${JSON.stringify(defaultVariants)})`;
}

export function pandaStaticCss(options: { styledSystemDir: string }): Plugin {
  let runtime: PandaRuntime | null = null;
  const loadRuntime = async () => {
    runtime ??= (await import(
      pathToFileURL(`${options.styledSystemDir}/css/index.mjs`).href
    )) as PandaRuntime;
    return runtime;
  };

  return {
    name: 'panda-static-css',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    async transform(code, id) {
      if (!code.includes(PANDA_MODULE) || id.includes('styled-system') || id.includes('node_modules'))
        return null;
      const panda = await loadRuntime();
      const program = this.parse(code) as unknown as AstNode;
      const imports = (program.body as AstNode[]).filter(
        (node) => node.type === 'ImportDeclaration' && (node.source as AstNode).value === PANDA_MODULE,
      );
      const local = new Map<string, string>();
      for (const declaration of imports) {
        for (const specifier of declaration.specifiers as AstNode[]) {
          if (specifier.type === 'ImportSpecifier') {
            local.set(
              (specifier.local as AstNode).name as string,
              (specifier.imported as AstNode).name as string,
            );
          }
        }
      }
      const constants = moduleConstants(program);
      const edits: { start: number; end: number; text: string }[] = [];
      const kept = new Set<string>();
      walk(program, (node) => {
        if (node.type !== 'CallExpression') return;
        const callee = node.callee as AstNode;
        const imported = callee.type === 'Identifier' ? local.get(callee.name as string) : undefined;
        if (imported !== 'css' && imported !== 'cva') return;
        const args = (node.arguments as AstNode[]).map((argument) => staticValue(argument, constants));
        if (args.includes(NOT_STATIC)) {
          kept.add(callee.name as string);
          this.warn(`${imported}() with a non-literal argument keeps Panda's runtime in ${id}`);
          return;
        }
        const text =
          imported === 'css'
            ? JSON.stringify(panda.css(...(args as Static[])))
            : staticRecipe(panda, (args[0] ?? {}) as Static);
        edits.push({ start: node.start, end: node.end, text });
      });
      // The import keeps only what is still used; cx alone comes from its own module, so the
      // runtime (which does work when it loads) is not part of the bundle. That holds for a module
      // that only ever imported cx too: Panda's index module would bring the runtime with it.
      for (const declaration of imports) {
        const specifiers = (declaration.specifiers as AstNode[]).filter((specifier) => {
          const name = (specifier.local as AstNode).name as string;
          const imported = local.get(name);
          return (imported !== 'css' && imported !== 'cva') || kept.has(name);
        });
        const names = specifiers.map((specifier) => code.slice(specifier.start, specifier.end));
        const onlyCx = specifiers.every(
          (specifier) => local.get((specifier.local as AstNode).name as string) === 'cx',
        );
        const source = onlyCx ? `${PANDA_MODULE}/cx.mjs` : PANDA_MODULE;
        const text = names.length === 0 ? '' : `import { ${names.join(', ')} } from '${source}';`;
        if (text !== code.slice(declaration.start, declaration.end)) {
          edits.push({ start: declaration.start, end: declaration.end, text });
        }
      }
      if (edits.length === 0) return null;
      let output = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
      }
      return { code: output, map: null };
    },
  };
}
