import { defineConfig } from '@pandacss/dev';
import { pruneUnreadUniversalVariables, pruneUnusedTokens } from './scripts/prune-unused-tokens';
import { BREAKPOINTS } from './worker/contract/spec-constants';

// Semantic tokens name roles and read CSS variables; the Worker writes those variables per tenant
// (worker/theme/theme-css.ts), so a tenant never changes a component, only variables.
export default defineConfig({
  preflight: true,
  include: ['./web/**/*.{ts,tsx}'],
  exclude: ['./web/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  theme: {
    extend: {
      breakpoints: {
        narrow: `${BREAKPOINTS.narrow}px`,
        sm: `${BREAKPOINTS.small}px`,
        md: `${BREAKPOINTS.header}px`,
        lg: `${BREAKPOINTS.desktop}px`,
      },
      keyframes: {
        /** The side panel's entrance (web/ui/side-panel.tsx); it leaves by a transition. */
        slideInFromEnd: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
      },
      tokens: {
        radii: { l1: { value: '4px' }, l2: { value: '8px' }, l3: { value: '16px' } },
        sizes: { headerLogo: { value: '32px' } },
      },
      semanticTokens: {
        colors: {
          brand: {
            primary: {
              DEFAULT: { value: 'var(--brand-primary-100)' },
              100: { value: 'var(--brand-primary-100)' },
              80: { value: 'var(--brand-primary-80)' },
              60: { value: 'var(--brand-primary-60)' },
              20: { value: 'var(--brand-primary-20)' },
              5: { value: 'var(--brand-primary-5)' },
              /** The primary colour darkened until it reads as text on white (WCAG AA). */
              ink: { value: 'var(--brand-primary-ink)' },
            },
            /** Text colour that reads on a primary background (white or near-black). */
            onPrimary: { value: 'var(--brand-on-primary)' },
            secondary: {
              DEFAULT: { value: 'var(--brand-secondary)' },
              ink: { value: 'var(--brand-secondary-ink)' },
            },
            onSecondary: { value: 'var(--brand-on-secondary)' },
          },
          fg: {
            DEFAULT: { value: '#1c1c1e' },
            muted: { value: '#4a4a52' },
            onDark: { value: '#ffffff' },
            error: { value: '#b00020' },
            success: { value: '#176b34' },
          },
          canvas: {
            DEFAULT: { value: '#ffffff' },
            subtle: { value: '#f5f5f7' },
            overlay: { value: 'rgba(0,0,0,0.5)' },
          },
          border: { DEFAULT: { value: '#c9c9d1' }, strong: { value: '#6b6b75' } },
          focus: { value: '#1a56db' },
        },
        fonts: {
          body: { value: 'var(--font-body), system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
          heading: { value: 'var(--font-heading), var(--font-body), system-ui, sans-serif' },
        },
      },
    },
  },
  hooks: {
    // Only the variables some rule reads reach the stylesheet (scripts/prune-unused-tokens.ts).
    'cssgen:done': ({ artifact, content }) =>
      artifact === 'styles.css' ? pruneUnusedTokens(pruneUnreadUniversalVariables(content)) : undefined,
  },
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'fg', bg: 'canvas' },
    'h1, h2, h3, h4': { fontFamily: 'heading' },
    ':focus-visible': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  },
});
