// A language's PO catalog, compiled by Lingui's Vite plugin when it is imported (decision 085).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
