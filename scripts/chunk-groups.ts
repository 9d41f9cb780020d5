// How the client build groups modules into chunks (docs/decisions/011, 066, 072). Left to itself the
// bundler makes one small shared chunk per set of importers: the login page loaded 27 files, and
// each file compressed on its own costs ~10 KB gzip more than the same code in a few files. The
// login page is the budget that matters most, so:
//   react        React and ReactDOM (every page; changes rarely, cached apart)
//   frame        what the entry imports statically (the one route tree, the public frame, the
//                pieces both frames share), loaded by every page
//   login-shared what the login page loads beyond the entry that another page uses too (the API
//                client, alerts): the other pages load it without the login page's own code
//   login-page   what the login page alone loads beyond the entry
//   login-forms  what the login form, loaded when a person starts to use it (decision 072), needs
//   zod          beyond those that another page uses too, in four: react-hook-form, zod and the
//   form-fields  form fields; a page loads those it uses (a list's URL rules need zod, its filter a
//                field, its search form's library only when a person starts to search)
//   login-calls  and the rest the login form shares with the sign-on and activation pages (the
//                login calls' schemas, the device token)
//   login-form   what the login form alone needs
//   app          what the app frame and the list of its pages import statically and no public
//                page uses:
//                every signed-in page loads both, so their ~35 modules (the page-data helpers, the
//                query client, the contract texts the titles read) are one file, not ~35 files of
//                0.1–2 KB that each cost a request and ~0.5 KB of headers on every first load
// Everything else is chunked as the bundler sees fit.

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
}

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const FIELD = /[\\/]web[\\/]ui[\\/]/;
const FORM_LIBRARY =
  /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]|[\\/]web[\\/]lib[\\/]use-portal-form\.ts$/;

/**
 * Where a module the login form shares with other pages goes: zod (which a list page needs for its
 * URL's rules without any form), the form library, or the fields (which a page may show without
 * the form library: a select that filters a list). One chunk for all three made every page that
 * used one of them load all of them.
 */
function sharedFormGroup(id: string): string {
  if (ZOD.test(id)) return 'zod';
  if (FORM_LIBRARY.test(id)) return 'login-forms';
  // The fields alone: the login calls' schemas (which import zod) and the device token, which the
  // sign-on and activation pages share with the login form, made every page with a field load zod.
  return FIELD.test(id) ? 'form-fields' : 'login-calls';
}

function closure(
  graph: ModuleGraph,
  start: string,
  { dynamic = false, skip = [] }: { dynamic?: boolean; skip?: readonly string[] } = {},
): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || skip.includes(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

export function chunkGroups(entries: {
  entry: string;
  loginPage: string;
  loginForm: string;
  appFrame: string;
  appPages: string;
}) {
  const closures = new WeakMap<
    ModuleGraph,
    {
      entry: Set<string>;
      others: Set<string>;
      login: Set<string>;
      form: Set<string>;
      app: Set<string>;
      public: Set<string>;
    }
  >();
  const closuresOf = (graph: ModuleGraph) => {
    let known = closures.get(graph);
    if (!known) {
      known = {
        entry: closure(graph, entries.entry),
        // Every other page's modules: all the entry reaches, except through the login page.
        others: closure(graph, entries.entry, { dynamic: true, skip: [entries.loginPage] }),
        login: closure(graph, entries.loginPage),
        form: closure(graph, entries.loginForm),
        app: new Set([...closure(graph, entries.appFrame), ...closure(graph, entries.appPages)]),
        // What the public pages reach (all the entry reaches but through the app's two modules).
        public: closure(graph, entries.entry, { dynamic: true, skip: [entries.appFrame, entries.appPages] }),
      };
      closures.set(graph, known);
    }
    return known;
  };
  /** The login group a module beyond the entry (not React) belongs to, or null. */
  const loginGroup = (id: string, graph: ModuleGraph): string | null => {
    if (id.startsWith('\0') || REACT.test(id)) return null;
    const known = closuresOf(graph);
    if (known.entry.has(id)) return null;
    if (known.login.has(id)) return known.others.has(id) ? 'login-shared' : 'login-page';
    if (known.form.has(id)) return known.others.has(id) ? sharedFormGroup(id) : 'login-form';
    return null;
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
        name: loginGroup,
      },
      {
        priority: 1,
        includeDependenciesRecursively: false,
        name(id: string, graph: ModuleGraph): string | null {
          if (id.startsWith('\0') || REACT.test(id)) return null;
          const known = closuresOf(graph);
          // A module a public page uses too stays out: a public page must not load the app's file.
          return known.app.has(id) && !known.public.has(id) && !known.entry.has(id) ? 'app' : null;
        },
      },
    ],
  };
}
