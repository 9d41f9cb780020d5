import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Report } from '#contract/reporting';
import { MAX_REPORTS_PER_DOWNLOAD, REPORT_LOAD_ERROR, type ReportType } from '#contract/reporting-rules';
import { formatMonthAndYear } from '#web/lib/en-gb-format.ts';
import { type DownloadProgress, saveFile } from '#web/lib/file-download.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { DataTable, type DataTableColumn } from '#web/ui/data-table.tsx';
import { SelectField } from '#web/ui/select-field.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { downloadReportFile, multipleReportsPath, singleReportPath, useReportList } from '../api/reports';
import { NO_REPORTS, REPORT_TYPE_TEXTS } from './report-texts';

export const monthOf = (report: Pick<Report, 'year' | 'month'>) =>
  formatMonthAndYear(new Date(Date.UTC(report.year, report.month - 1, 1)), 'utc');

function columnsFor(i18n: I18n, type: ReportType, download: (report: Report) => void, busy: boolean) {
  const columns: DataTableColumn<Report>[] = [
    { id: 'month', header: i18n._(msg`Month`), cell: monthOf },
    { id: 'label', header: i18n._(msg`Report`), cell: (report) => report.label },
  ];
  if (type === 'provider') {
    columns.push({
      id: 'provider',
      header: i18n._(msg`Provider`),
      cell: (report) => report.providerName ?? '',
    });
  }
  if (type === 'lifeevent') {
    columns.push({
      id: 'closedYear',
      header: i18n._(msg`Scheme year`),
      cell: (report) => (report.closedYear ? i18n._(msg`Closed`) : i18n._(msg`Open`)),
    });
  }
  const downloadText = i18n._(msg`Download`);
  columns.push({
    id: 'download',
    header: downloadText,
    cell: (report) => {
      const { label } = report;
      return (
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={i18n._(msg`Download ${label}`)}
          onClick={() => download(report)}
        >
          {downloadText}
        </Button>
      );
    },
  });
  return columns;
}

type Download = { fileName: string; progress: DownloadProgress } | { done: string } | null;

/**
 * The payroll-report, provider-report and lifeevent-report panels (spec 2.16): one type's reports
 * of a year by month, each downloadable, several at once as a zip; every download shows its
 * progress as the bytes arrive. A failed list load is stored as 'Error' (spec 8) and shows the
 * type's error text, as does a failed download.
 */
export function ReportPanel({
  type,
  open,
  year,
  onYearChange,
  onClose,
  onClosed,
}: {
  type: ReportType;
  open: boolean;
  year: number | null;
  onYearChange: (year: number) => void;
  onClose: () => void;
  onClosed?: () => void;
}) {
  const { t, i18n } = useLingui();
  const texts = REPORT_TYPE_TEXTS[type];
  const title = t(texts.title);
  const query = useReportList(open ? type : null, year);
  const list = query.isError ? REPORT_LOAD_ERROR : query.data;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [download, setDownload] = useState<Download>(null);
  const [failed, setFailed] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const busy = download !== null && !('done' in download);

  // A new type or year starts with nothing ticked (state reset while rendering, not in an effect).
  const listKey = `${type}:${list && list !== REPORT_LOAD_ERROR ? list.year : ''}`;
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelected(new Set());
  }
  // Leaving the panel stops a download.
  useEffect(() => () => abort.current?.abort(), []);

  const fetchFile = async (path: `/api/${string}`, fallbackName: string) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setFailed(false);
    setDownload({ fileName: fallbackName, progress: { received: 0, total: null } });
    try {
      const file = await downloadReportFile(
        path,
        fallbackName,
        (progress) => setDownload({ fileName: fallbackName, progress }),
        controller.signal,
      );
      saveFile(file.blob, file.fileName);
      setDownload({ done: file.fileName });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setDownload(null);
      setFailed(true);
    }
  };

  const reports = list && list !== REPORT_LOAD_ERROR ? list.reports : [];
  const chosen = reports.filter((report) => selected.has(String(report.id)));
  const columns = columnsFor(
    i18n,
    type,
    (report) => fetchFile(singleReportPath(report.id), report.fileName),
    busy,
  );

  return (
    <SidePanel open={open} onClose={onClose} onClosed={onClosed} title={title}>
      <div className={bodyClass}>
        {list === REPORT_LOAD_ERROR || failed ? <Alert variant="error">{t(texts.error)}</Alert> : null}
        {list && list !== REPORT_LOAD_ERROR && list.years.length > 0 ? (
          <SelectField
            label={t`Year`}
            value={String(list.year ?? '')}
            options={list.years.map((value) => ({ label: String(value), value: String(value) }))}
            onChange={(event) => onYearChange(Number(event.target.value))}
          />
        ) : null}
        {list === REPORT_LOAD_ERROR ? null : (
          <DataTable
            caption={list?.year ? `${title} ${list.year}` : title}
            captionHidden
            columns={columns}
            rows={reports}
            rowId={(report) => String(report.id)}
            emptyText={t(NO_REPORTS)}
            loading={query.isPending}
            loadingText={t`Loading…`}
            stale={query.isPlaceholderData}
            selection={
              reports.length > 0
                ? {
                    selected,
                    onChange: (next) => setSelected(new Set([...next].slice(0, MAX_REPORTS_PER_DOWNLOAD))),
                    selectAllLabel: t`Select all reports`,
                    rowLabel: (id) => {
                      const label = reports.find((report) => String(report.id) === id)?.label ?? t`report`;
                      return t`Select ${label}`;
                    },
                    disabled: busy,
                  }
                : undefined
            }
          />
        )}
        {reports.length > 0 ? (
          <div className={actionsClass}>
            <Button
              variant="primary"
              disabled={busy || chosen.length === 0}
              onClick={() =>
                chosen.length === 1 && chosen[0]
                  ? fetchFile(singleReportPath(chosen[0].id), chosen[0].fileName)
                  : fetchFile(multipleReportsPath(chosen.map((report) => report.id)), 'reports.zip')
              }
            >
              <Trans>Download selected</Trans>
              {chosen.length > 0 ? ` (${chosen.length})` : ''}
            </Button>
          </div>
        ) : null}
        <DownloadStatus download={download} />
      </div>
    </SidePanel>
  );
}

function DownloadStatus({ download }: { download: Download }) {
  const { t } = useLingui();
  if (download === null) return null;
  if ('done' in download) {
    const { done } = download;
    return (
      <p role="status" className={statusClass}>
        <Trans>Download complete: {done}</Trans>
      </p>
    );
  }
  const { fileName } = download;
  const { received, total } = download.progress;
  const percent = total ? Math.min(100, Math.round((received / total) * 100)) : null;
  return (
    <div className={progressWrapClass}>
      {/* Without a length the bar is indeterminate: it moves, and the text counts the bytes. */}
      <progress
        className={progressClass}
        aria-label={t`Downloading ${fileName}`}
        max={100}
        value={percent ?? undefined}
      />
      <p role="status" className={statusClass}>
        <Trans>Downloading {fileName}:</Trans>{' '}
        {percent === null ? `${Math.ceil(received / 1024)} KB` : `${percent}%`}
      </p>
    </div>
  );
}

const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });
const progressWrapClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const progressClass = css({ width: '100%', height: '2', accentColor: 'brand.primary' });
const statusClass = css({ color: 'fg.muted', fontSize: 'sm' });
