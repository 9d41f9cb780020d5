// How the client build groups modules into chunks (docs/decisions/011-html-first-public-pages.md).
// Left to itself the bundler makes one small shared chunk per set of importers: the login page
// loaded 27 files, and each file compressed on its own costs ~10 KB gzip more than the same code
// in a few files. The login page is the budget that matters most, so:
//   react      React and ReactDOM (both entries; changes rarely, cached apart)
//   frame      the code both entries load at once (styles runtime, frame, shared ui)
//   login-page what the login page needs beyond its entry (the public entry's own code stays in it)
// Everything else is chunked as the bundler sees fit.

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function chunkGroups(entries: { appEntry: string; publicEntry: string; loginPage: string }) {
  const closures = new WeakMap<ModuleGraph, { app: Set<string>; public: Set<string>; login: Set<string> }>();
  const closuresOf = (graph: ModuleGraph) => {
    let known = closures.get(graph);
    if (!known) {
      known = {
        app: staticClosure(graph, entries.appEntry),
        public: staticClosure(graph, entries.publicEntry),
        login: staticClosure(graph, entries.loginPage),
      };
      closures.set(graph, known);
    }
    return known;
  };
  return {
    groups: [
      { name: 'react', test: REACT, priority: 3 },
      {
        priority: 2,
        name(id: string, graph: ModuleGraph): string | null {
          if (id.startsWith('\0') || REACT.test(id)) return null;
          const { app, public: publicEntry, login } = closuresOf(graph);
          return app.has(id) && (publicEntry.has(id) || login.has(id)) ? 'frame' : null;
        },
      },
      {
        priority: 1,
        // Only the modules named: their dependencies in the public entry stay there.
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
