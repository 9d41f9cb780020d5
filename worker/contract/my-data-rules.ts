// "Download my data" in My profile (issue 32 item 6, docs/decisions/058): texts and file names the
// SPA and the Worker share. Zod-free.

export const MY_DATA_TEXTS = {
  heading: 'Download my data',
  intro:
    'Get a copy of what this portal holds about you: your profile, family members, life events, benefit selections, statements, claims with their receipts, and your account activity. Each comes as JSON and as CSV in one zip file.',
  download: 'Download my data',
  preparing: 'Preparing your data...',
  downloading: 'Downloading your data',
  received: 'received',
  downloaded: 'Your data has been downloaded',
  failed: 'Your data could not be downloaded. Please try again.',
} as const;

/** Error codes of the export the SPA tells apart. */
export const MY_DATA_ERROR_CODES = {
  failed: 'data_export_failed',
} as const;

/** The zip's data files: each is there as `<name>.json` and `<name>.csv`. */
export const MY_DATA_FILES = [
  'profile',
  'family-members',
  'life-events',
  'selections',
  'statements',
  'claims',
  'account-activity',
] as const;
export type MyDataFile = (typeof MY_DATA_FILES)[number];

/** The folder of the zip that holds each stored receipt, as it was uploaded. */
export const RECEIPTS_FOLDER = 'receipts';

/** The zip's name: the day it was made (UTC), e.g. my-data-2026-11-28.zip. */
export function myDataFileName(nowMs: number): string {
  return `my-data-${new Date(nowMs).toISOString().slice(0, 10)}.zip`;
}
