// Ids in paths are positive integers; anything else names nothing, so the route answers 404 rather
// than letting text reach a query.
const ID = /^[1-9][0-9]{0,14}$/;

export function parsePathId(text: string): number | null {
  return ID.test(text) ? Number(text) : null;
}
