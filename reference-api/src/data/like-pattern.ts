// A "contains" search as a LIKE pattern, shared by the lists that match a person's name or e-mail
// anywhere (the two-factor list, a benefit's take-up people).

/** LIKE with its wildcards escaped (use with ESCAPE '\'), so "%" or "_" finds those characters only. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
