import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PAGE_DATA_ATTRIBUTE } from '#contract/page-data';

/**
 * The marker as attributes, for an element that holds a page's data and cannot stand in a div (a
 * table's body).
 */
export const pageDataAttributes = { [PAGE_DATA_ATTRIBUTE]: '' } as const;

/** Laid out as if it were not there: its children are its parent's. */
const markerClass = css({ display: 'contents' });

/**
 * Marks what a page renders from its calls' answers (cards, a table's rows, figures, CMS text), as
 * against its heading, the spec's fixed texts and its controls: `<div data-page-data>`, laid out as
 * if it were not there (`display: contents`; it has no role, so nothing changes for assistive
 * technology either). The bench reads it: a landing page's largest paint must be inside one
 * (tests/perf/lcp-node.mjs, docs/decisions/033). Only around block content, where a div may stand.
 */
export function PageData({ children }: { children: ReactNode }) {
  return (
    <div className={markerClass} {...pageDataAttributes}>
      {children}
    </div>
  );
}
