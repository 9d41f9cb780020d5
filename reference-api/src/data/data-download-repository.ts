// A download of a person's own data, as an account event (migration 0020) their account activity shows.
import { insertInto } from './statements.ts';

export type DataDownload = { id: number; createdAt: number };

/** Records that the person downloaded their data, from the browser the user agent names (if any). */
export async function recordDataDownload(
  db: D1Database,
  download: { userId: number; userAgent: string | null; nowMs: number },
): Promise<DataDownload> {
  const row = await insertInto(
    db,
    'account_events',
    {
      user_id: download.userId,
      kind: 'data-downloaded',
      method: null,
      device_id: null,
      user_agent: download.userAgent,
      created_at: download.nowMs,
    },
    'RETURNING id, created_at',
  ).first<{ id: number; created_at: number }>();
  if (!row) throw new Error('account_events: INSERT returned no row');
  return { id: row.id, createdAt: row.created_at };
}
