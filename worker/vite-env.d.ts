// The Worker is built by Vite (Cloudflare plugin), which defines import.meta.env.MODE ('development' under vite dev).
interface ImportMeta {
  readonly env?: { readonly MODE?: string };
}
