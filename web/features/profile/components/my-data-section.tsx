import { useState } from 'react';
import { css } from 'styled-system/css';
import { MY_DATA_TEXTS } from '#contract/my-data-rules';
import type { SafeHtml } from '#contract/safe-html';
import { errorLinesOf } from '#web/lib/api-error-lines.ts';
import { formatNumber } from '#web/lib/en-gb-format.ts';
import { saveFile } from '#web/lib/file-download.ts';
import { Button } from '#web/ui/button.tsx';
import { ErrorLinesAlert } from '#web/ui/error-lines-alert.tsx';
import { downloadMyData } from '../api/my-data';
import { AccountHolderOnly, useActingAs } from './account-holder-only';
import { mutedClass, sectionClass, sectionHeadingClass } from './profile-section';

type Download =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'downloading'; received: number }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; lines: SafeHtml[]; attempt: number };

/** Bytes as the page shows them while they arrive: whole kilobytes, rounded up. */
export function receivedText(bytes: number): string {
  return `${formatNumber(Math.ceil(bytes / 1024))} KB ${MY_DATA_TEXTS.received}`;
}

/**
 * "Download my data" (docs/decisions/058): a zip of everything the portal holds about the person,
 * which the Worker makes as it sends. The page counts the bytes as they arrive; the status line
 * (a polite live region) says only when the phase changes, so a screen reader is not read every
 * chunk, and the byte count beside it is plain text.
 */
export function MyDataSection() {
  const actingAs = useActingAs();
  const [download, setDownload] = useState<Download>({ phase: 'idle' });
  const busy = download.phase === 'preparing' || download.phase === 'downloading';

  const start = async () => {
    const attempt = download.phase === 'failed' ? download.attempt + 1 : 1;
    setDownload({ phase: 'preparing' });
    try {
      const file = await downloadMyData(({ received }) => {
        // The answer's first byte ends the preparing: the zip is being made and sent.
        if (received > 0) setDownload({ phase: 'downloading', received });
      });
      saveFile(file.blob, file.fileName);
      setDownload({ phase: 'done', fileName: file.fileName });
    } catch (error) {
      setDownload({ phase: 'failed', lines: errorLinesOf(error, MY_DATA_TEXTS.failed), attempt });
    }
  };

  const status =
    download.phase === 'preparing'
      ? MY_DATA_TEXTS.preparing
      : download.phase === 'downloading'
        ? MY_DATA_TEXTS.downloading
        : download.phase === 'done'
          ? `${MY_DATA_TEXTS.downloaded}: ${download.fileName}`
          : '';

  return (
    <section aria-labelledby="profile-my-data" className={sectionClass}>
      <h2 id="profile-my-data" className={sectionHeadingClass}>
        {MY_DATA_TEXTS.heading}
      </h2>
      <p className={mutedClass}>{MY_DATA_TEXTS.intro}</p>
      {download.phase === 'failed' ? <ErrorLinesAlert key={download.attempt} lines={download.lines} /> : null}
      {actingAs ? (
        <AccountHolderOnly />
      ) : (
        <div>
          <Button onClick={start} disabled={busy} aria-describedby="profile-my-data-status">
            {MY_DATA_TEXTS.download}
          </Button>
        </div>
      )}
      <div className={progressWrapClass}>
        {busy ? (
          // No length is known beforehand: the bar is indeterminate and the text counts the bytes.
          <progress className={progressClass} aria-label={MY_DATA_TEXTS.downloading} />
        ) : null}
        <p id="profile-my-data-status" role="status" className={statusClass}>
          {status}
        </p>
        {download.phase === 'downloading' ? (
          <p className={statusClass} data-testid="my-data-received">
            {receivedText(download.received)}
          </p>
        ) : null}
      </div>
    </section>
  );
}

const progressWrapClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const progressClass = css({ width: '100%', height: '2', accentColor: 'brand.primary' });
const statusClass = css({ color: 'fg.muted', fontSize: 'sm' });
