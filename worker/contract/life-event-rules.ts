// Life events (spec sections 4, 7, 8): texts the SPA and the Worker share. Zod-free.

export const LIFE_EVENT_TEXTS = {
  heading: 'Life events',
  intro: 'Some events in your life let you change your benefits during the year. Tell us about them here.',
  none: 'You have not told us about any life events.',
  loading: 'Loading your life events...',
  loadFailed: 'There was a problem loading your life events.',
  add: 'Add life event',
  panelTitle: 'Add life event',
  event: 'Life event',
  chooseEvent: 'Choose a life event',
  eventRequired: 'Please choose a life event',
  date: 'Date of the event',
  dateRequired: 'Please enter the date of the event',
  invalidDate: 'Please enter a valid date',
  submit: 'Add life event',
  /** Spec section 8, verbatim. */
  addFailed: 'There was an error encountered when trying to add the life event',
  added: 'Life event added. Your benefits have been updated.',
  recorded: 'Recorded',
  cancel: 'Cancel',
} as const;

/** Error codes of the life-event routes the SPA tells apart. */
export const LIFE_EVENT_ERROR_CODES = {
  addFailed: 'life_event_add_failed',
} as const;
