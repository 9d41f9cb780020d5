import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MY_DATA_TEXTS } from '#contract/my-data-rules';
import { apiError, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { MyDataSection } from './my-data-section';

const FILE_NAME = 'my-data-2026-11-28.zip';

/**
 * A zip answer the test feeds chunk by chunk, as the Worker streams one (no Content-Length: its
 * length is not known while it is made); `fail` ends it unfinished, as the Worker does on a fault.
 */
function heldZip() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const response = new Response(
    new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    }),
    {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${FILE_NAME}"`,
      },
    },
  );
  return {
    response: () => response,
    send: (bytes: number) => controller?.enqueue(new Uint8Array(bytes)),
    finish: () => controller?.close(),
    fail: () => controller?.error(new TypeError('network error')),
  };
}

let saved: { name: string; size: number; type: string }[] = [];

beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({
      name: '',
      size: blob instanceof Blob ? blob.size : 0,
      type: blob instanceof Blob ? blob.type : '',
    });
    return 'blob:my-data';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSection() {
  renderRoutes([{ path: '/app/home/my-profile/', Component: MyDataSection }], {
    path: '/app/home/my-profile/',
    session: makeSession(),
  });
  return userEvent.setup();
}

describe('Download my data', () => {
  it('counts the bytes as the zip arrives, then saves it under the Worker’s name', async () => {
    const zip = heldZip();
    const fetchMock = stubApi({ 'POST /api/my-data/export': zip.response });
    const user = renderSection();
    const section = screen.getByRole('region', { name: MY_DATA_TEXTS.heading });
    expect(section).toHaveTextContent(MY_DATA_TEXTS.intro);
    const button = screen.getByRole('button', { name: MY_DATA_TEXTS.download });
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(button);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(MY_DATA_TEXTS.preparing);
    expect(button).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    zip.send(2048);
    await waitFor(() => expect(screen.getByTestId('my-data-received')).toHaveTextContent('2 KB received'));
    expect(status).toHaveTextContent(MY_DATA_TEXTS.downloading);
    expect(screen.getByRole('progressbar', { name: MY_DATA_TEXTS.downloading })).toBeInTheDocument();
    zip.send(1500);
    await waitFor(() => expect(screen.getByTestId('my-data-received')).toHaveTextContent('4 KB received'));
    expect(saved).toEqual([]);

    zip.finish();
    await waitFor(() => expect(status).toHaveTextContent(`${MY_DATA_TEXTS.downloaded}: ${FILE_NAME}`));
    expect(saved).toEqual([{ name: FILE_NAME, size: 3548, type: 'application/zip' }]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('shows the Worker’s refusal (two a minute) in an alert that takes focus, and lets the person try again', async () => {
    stubApi({
      'POST /api/my-data/export': apiError(
        429,
        'Too many attempts. Please wait a minute and try again.',
        'rate_limited',
      ),
    });
    const user = renderSection();
    const button = screen.getByRole('button', { name: MY_DATA_TEXTS.download });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const alert = await screen.findByText('Too many attempts. Please wait a minute and try again.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(button).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it('says the download failed when the zip is cut short, saving nothing', async () => {
    const zip = heldZip();
    stubApi({ 'POST /api/my-data/export': zip.response });
    const user = renderSection();
    const button = screen.getByRole('button', { name: MY_DATA_TEXTS.download });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    zip.send(1024);
    await waitFor(() => expect(screen.getByTestId('my-data-received')).toHaveTextContent('1 KB received'));
    zip.fail();
    expect(await screen.findByText(MY_DATA_TEXTS.failed)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(button).toBeEnabled();
  });
});
