// How the client build groups modules into chunks (docs/decisions/011, 066). Left to itself the
// bundler makes one small shared chunk per set of importers: the login page loaded 27 files, and
// each file compressed on its own costs ~10 KB gzip more than the same code in a few files. The
// login page is the budget that matters most, so:
//   react        React and ReactDOM (every page; changes rarely, cached apart)
//   frame        what the entry imports statically (the one route tree, the public frame, the
//                pieces both frames share), loaded by every page
//   login-forms  what the login page needs beyond the entry that another page uses too and that
//                needs the form libraries (react-hook-form, its resolver, zod): the pages with a
//                form load it; a page without one (the signed-in home) does not
//   login-shared the rest of what the login page shares with another page (the API client, form
//                fields, alerts): the other pages load it without the login page's own code
//   login-page   what the login page alone needs beyond the entry
// Everything else is chunked as the bundler sees fit.

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
}

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FORM_LIBRARIES = /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|zod)[\\/]/;

function closure(
  graph: ModuleGraph,
  start: string,
  { dynamic = false, skip }: { dynamic?: boolean; skip?: string } = {},
): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || id === skip) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

export function chunkGroups(entries: { entry: string; loginPage: string }) {
  const closures = new WeakMap<
    ModuleGraph,
    { entry: Set<string>; others: Set<string>; login: Set<string>; forms: Set<string> }
  >();
  const closuresOf = (graph: ModuleGraph) => {
    let known = closures.get(graph);
    if (!known) {
      const login = closure(graph, entries.loginPage);
      known = {
        entry: closure(graph, entries.entry),
        // Every other page's modules: all the entry reaches, except through the login page.
        others: closure(graph, entries.entry, { dynamic: true, skip: entries.loginPage }),
        login,
        // The login page's modules that are, or import (statically, at any depth), a form library.
        forms: new Set(
          [...login].filter((id) => [...closure(graph, id)].some((reached) => FORM_LIBRARIES.test(reached))),
        ),
      };
      closures.set(graph, known);
    }
    return known;
  };
  /** A module the login page loads beyond the entry (not React), or null. */
  const loginOnly = (id: string, graph: ModuleGraph) => {
    if (id.startsWith('\0') || REACT.test(id)) return null;
    const known = closuresOf(graph);
    return known.login.has(id) && !known.entry.has(id) ? known : null;
  };
  return {
    groups: [
      { name: 'react', test: REACT, priority: 4 },
      {
        priority: 3,
        // Everything the entry imports statically, in one file (the bundler would otherwise split
        // out each module a lazy page imports too, a dozen small files on every first load).
        name(id: string, graph: ModuleGraph): string | null {
          // The entry module stays in the entry's own chunk: it awaits the page's lazy module at
          // its top level, and that module imports the frame, so an entry inside the frame would
          // wait for itself (the page never hydrates).
          if (id.startsWith('\0') || REACT.test(id) || id === entries.entry) return null;
          return closuresOf(graph).entry.has(id) ? 'frame' : null;
        },
      },
      {
        priority: 2,
        // Only the modules named: their dependencies in the entry stay there.
        includeDependenciesRecursively: false,
        name(id: string, graph: ModuleGraph): string | null {
          const known = loginOnly(id, graph);
          if (!known?.others.has(id)) return null;
          return known.forms.has(id) ? 'login-forms' : 'login-shared';
        },
      },
      {
        priority: 1,
        includeDependenciesRecursively: false,
        name(id: string, graph: ModuleGraph): string | null {
          const known = loginOnly(id, graph);
          return known && !known.others.has(id) ? 'login-page' : null;
        },
      },
    ],
  };
}
