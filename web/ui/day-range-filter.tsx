import { codeOnIntent } from '#web/lib/code-on-intent.tsx';

/**
 * A list's day range (decision 050): the form is web/ui/day-range-form.tsx, whose code (react-hook-form,
 * zod) loads when a person starts to use it (docs/decisions/072, 085); the list pages, sorts and
 * filters without it.
 */
export const DayRangeFilter = codeOnIntent(async () => (await import('./day-range-form')).DayRangeForm);
