import { msg } from '@lingui/core/macro';
import { PUBLIC_PAGE_TITLES } from '#contract/public-page-titles';

/** The offline page's words (ours: the spec has no offline page; docs/decisions/079), in the page's language where shown. */
export const OFFLINE_TEXTS = {
  heading: PUBLIC_PAGE_TITLES.offline,
  message: msg`This page needs an internet connection, and your device is not connected. Check your Wi-Fi or mobile data, then try again. Nothing you had saved is lost.`,
  tryAgain: msg`Try again`,
} as const;
