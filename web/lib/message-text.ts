import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A text a module declares before any page is rendered (a route's title, a navigation link's
 * label): a message (Lingui's `msg` macro), read in the page's language where it is shown, or a
 * string that is the same in every language (a name from the upstream).
 */
export type MessageText = string | MessageDescriptor;

/** A MessageText in the page's language. */
export function textOf(i18n: I18n, text: MessageText): string {
  return typeof text === 'string' ? text : i18n._(text);
}
