import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import {
  formatCalendarDate,
  formatDayAndShortMonth,
  formatMonth,
  formatNumber,
} from '#web/lib/en-gb-format.ts';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { DashboardBreadcrumb } from '#web/ui/dashboard-breadcrumb.tsx';
import { LoadError, type Retryable } from '#web/ui/load-error.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';

/** The frame of every dashboard sub-page: the way back to the dashboard, the heading, the body. */
export function InsightsPage({
  title,
  parent,
  children,
}: {
  title: string;
  /** A page between the dashboard and this one (the take-up list, for one benefit's page). */
  parent?: { label: string; to: string };
  children: ReactNode;
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className={pageFrameClass}>
      <DashboardBreadcrumb current={title} parent={parent} />
      <PageHeading ref={headingRef}>{title}</PageHeading>
      {children}
    </div>
  );
}

/** While a page's data loads: as tall as what replaces it, so nothing below moves (CLS). */
export function InsightsLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" className={skeletonClass}>
      {label ?? t(INSIGHTS_TEXTS.loading)}
    </div>
  );
}

export function InsightsError({
  message = INSIGHTS_TEXTS.loadErrorMessage,
  ...retry
}: { message?: MessageDescriptor } & Retryable) {
  const { t } = useLingui();
  return <LoadError message={t(message)} {...retry} />;
}

export const formatCount = (value: number) => formatNumber(value);

/** '2026-11-18' ▸ '18 Nov 2026'; none ▸ an en dash. */
export function dateLabel(date: string | null): string {
  return date ? formatCalendarDate(date, 'short') : '–';
}

/** '2026-03' ▸ 'March'. */
export function monthLabel(month: string): string {
  return formatMonth(new Date(`${month}-01T00:00:00Z`), 'utc');
}

/** '2026-01-05' ▸ 'Week of 5 Jan'. */
export function weekLabel(weekStart: string): MessageDescriptor {
  const day = formatDayAndShortMonth(new Date(`${weekStart}T00:00:00Z`), 'utc');
  return msg`Week of ${day}`;
}

const skeletonClass = css({
  minHeight: '24rem',
  padding: '4',
  borderRadius: 'l2',
  bg: 'canvas.subtle',
  color: 'fg.muted',
});
