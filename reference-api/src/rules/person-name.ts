export const NAME_MAX_LENGTH = 50;

// Control characters would corrupt e-mails and exports that carry the name.
const CONTROL_CHARACTER = /\p{Cc}/u;

export type NameCheck = { ok: true; value: string } | { ok: false; message: string };

/** A first name or surname: trimmed, 1 to 50 characters (counted as code points), printable. */
export function checkPersonName(field: string, raw: unknown): NameCheck {
  if (typeof raw !== 'string') {
    return { ok: false, message: `${field} must be text` };
  }
  const value = raw.trim();
  const length = [...value].length;
  if (length < 1 || length > NAME_MAX_LENGTH) {
    return { ok: false, message: `${field} must be between 1 and ${NAME_MAX_LENGTH} characters` };
  }
  if (CONTROL_CHARACTER.test(value)) {
    return { ok: false, message: `${field} contains characters that are not allowed` };
  }
  return { ok: true, value };
}
