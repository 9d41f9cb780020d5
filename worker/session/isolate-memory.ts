/**
 * Makes room in a per-isolate memory (a Map or Set kept in insertion order) before one more entry:
 * at the limit, the oldest entry goes. An isolate serves many sessions over its life, so what it
 * remembers about them must stay bounded.
 */
export function makeRoomFor<K>(memory: Map<K, unknown> | Set<K>, limit: number): void {
  if (memory.size < limit) return;
  const oldest = memory.keys().next();
  if (!oldest.done) memory.delete(oldest.value);
}
