import { css } from 'styled-system/css';

/** The benefits pages' shared card classes. */

export const sectionHeadingClass = css({ fontSize: 'xl', fontWeight: '700', color: 'fg' });

export const cardGridClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const cardClass = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  height: '100%',
  padding: '5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'canvas',
  color: 'fg',
  '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  '&:hover': { borderColor: 'brand.primary' },
});

export const mutedTextClass = css({ color: 'fg.muted', fontSize: 'sm' });

/** A list of facts, term beside value from a small screen up (a selection's cover, costs, change). */
export const factsClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '6',
  rowGap: '1',
  '& dt': { fontWeight: '600' },
});

/** A section of the product page under its own heading. */
export const factsSectionClass = css({ display: 'flex', flexDirection: 'column', gap: '2' });

export const statusBadgeClass = css({
  alignSelf: 'flex-start',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'l1',
  fontSize: 'sm',
  fontWeight: '600',
  bg: 'brand.primary.5',
  color: 'brand.primary.ink',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'brand.primary.60',
});
