// The portal's messages (docs/decisions/085-languages.md) in every build that compiles the SPA: the
// client's, the Worker's (which renders every page) and the tests'. Lingui's macros become message
// descriptors at build time (Babel, on the files that import a macro only), and a language's PO
// catalog compiles when it is imported, so no browser parses message syntax.
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';

export function linguiPlugins(): PluginOption[] {
  // The macros run in Babel because Lingui's native transform needs Node 22.19 to install, and npm
  // on the machines that install this project runs on Node 20 (decision 085).
  return [babel({ presets: [linguiTransformerBabelPreset()] }), lingui({ failOnCompileError: true })];
}
