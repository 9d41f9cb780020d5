// How the client build groups modules into chunks (docs/decisions/011-html-first-public-pages.md).
// Left to itself the bundler makes one small shared chunk per set of importers: the login page
// loaded 27 files, and each file compressed on its own costs ~10 KB gzip more than the same code
// in a few files. The login page is the budget that matters most, so:
//   react      React and ReactDOM (both entries; changes rarely, cached apart)
//   frame      the code both entries load at once (styles runtime, frame, shared ui)
//   login-shared what the login page needs beyond its entry that a page of the app uses too (form
//              fields, alerts): the app's pages load it without the login page's own code
//   login-page what the login page alone needs beyond its entry (the public entry's own code stays in it)
// Everything else is chunked as the bundler sees fit.

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
}

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

function closure(graph: ModuleGraph, start: string, { dynamic = false } = {}): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

export function chunkGroups(entries: { appEntry: string; publicEntry: string; loginPage: string }) {
  const closures = new WeakMap<
    ModuleGraph,
    { app: Set<string>; appPages: Set<string>; public: Set<string>; login: Set<string> }
  >();
  const closuresOf = (graph: ModuleGraph) => {
    let known = closures.get(graph);
    if (!known) {
      known = {
        app: closure(graph, entries.appEntry),
        appPages: closure(graph, entries.appEntry, { dynamic: true }),
        public: closure(graph, entries.publicEntry),
        login: closure(graph, entries.loginPage),
      };
      closures.set(graph, known);
    }
    return known;
  };
  return {
    groups: [
      { name: 'react', test: REACT, priority: 4 },
      {
        priority: 3,
        name(id: string, graph: ModuleGraph): string | null {
          if (id.startsWith('\0') || REACT.test(id)) return null;
          const { app, public: publicEntry, login } = closuresOf(graph);
          return app.has(id) && (publicEntry.has(id) || login.has(id)) ? 'frame' : null;
        },
      },
      {
        priority: 2,
        // Only the modules named: their dependencies in the public entry stay there.
        includeDependenciesRecursively: false,
        name(id: string, graph: ModuleGraph): string | null {
          if (id.startsWith('\0') || REACT.test(id)) return null;
          const { app, appPages, public: publicEntry, login } = closuresOf(graph);
          return login.has(id) && !publicEntry.has(id) && !app.has(id) && appPages.has(id)
            ? 'login-shared'
            : null;
        },
      },
      {
        priority: 1,
        includeDependenciesRecursively: false,
        name(id: string, graph: ModuleGraph): string | null {
          if (id.startsWith('\0') || REACT.test(id)) return null;
          const { app, public: publicEntry, login } = closuresOf(graph);
          return login.has(id) && !publicEntry.has(id) && !app.has(id) ? 'login-page' : null;
        },
      },
    ],
  };
}
