// The terms' runtime constants, zod-free: the new-terms screen imports them without the schema
// library (docs/decisions/067: no classic zod in the browser).

/** The terms changed between showing them and accepting them (ours: decision 049). */
export const TERMS_CHANGED = {
  code: 'terms_changed',
  message: 'The terms and conditions have changed since this page opened. Please read them again.',
} as const;

/** Spec 5 Terms: the new-terms screen's checkbox left unticked. */
export const TERMS_REQUIRED_MESSAGE = 'Please confirm that you have read the terms and conditions';
