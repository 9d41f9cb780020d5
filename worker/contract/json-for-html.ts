/**
 * JSON for a `<script type="application/json">` element in a page's HTML: the bootstrap the Worker
 * writes into the head and the answers streamed beside each data section. `<`, `>` and `&` are
 * written as \u escapes, so nothing in a value can close the element (`</script>`), open a comment
 * (`<!--`) or be read as a character reference; U+2028 and U+2029 likewise, so the text is also
 * valid inside a JavaScript string literal. JSON.parse reads every escape back to the same value.
 */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, escapeOf);
}

function escapeOf(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
