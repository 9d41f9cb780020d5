import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { formatNumber } from '#web/lib/en-gb-format.ts';
import { pageDataAttributes } from './page-data-marker';

/**
 * A page's data in one sentence, under its heading: what the figures, rows or details below it
 * add up to (how many employees have registered, what the year's benefits are worth), so the
 * person reads the answer first (docs/decisions/034). Body text in the page's own colour; marked
 * as the page's data (`data-page-data`), since it is written from the page's calls' answers.
 */
export function DataSummary({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} className={summaryClass} {...pageDataAttributes}>
      {children}
    </p>
  );
}

/**
 * In a summary's place while its calls answer (a client navigation): as tall as the sentence on a
 * phone (up to three lines), so what is under it does not move when it comes.
 */
export function DataSummaryLoading({ label }: { label: string }) {
  return (
    <p role="status" aria-busy="true" className={loadingClass}>
      {label}
    </p>
  );
}

const summaryClass = css({
  margin: 0,
  maxWidth: '48rem',
  color: 'fg',
  lineHeight: '1.5',
  overflowWrap: 'anywhere',
});

const loadingClass = css({ margin: 0, minHeight: '4.5em', lineHeight: '1.5', color: 'fg.muted' });

/** A count and what it counts, in the one form or the other: '1 employee', '1,204 employees'. */
export function counted(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** The verb after a count: '1 has', '2 have'. */
export const hasOrHave = (count: number) => (count === 1 ? 'has' : 'have');
