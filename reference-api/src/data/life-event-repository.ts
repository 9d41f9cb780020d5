import { type Row, type Selected, selection } from './schema.ts';
import { columnList } from './statements.ts';

const EVENT_TYPE = selection('life_event_types', ['id', 'name']);

/** A life event a client lets its employees report. */
export type LifeEventTypeRecord = Selected<typeof EVENT_TYPE>;

/** A life event the person reported, with its type's id and name. */
export type LifeEventRecord = Pick<Row<'life_events'>, 'id' | 'event_date' | 'created_at'> & {
  life_event_id: Row<'life_events'>['life_event_type_id'];
  name: Row<'life_event_types'>['name'];
};

export async function listLifeEventTypes(db: D1Database, clientId: number): Promise<LifeEventTypeRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${EVENT_TYPE.sql} FROM life_event_types WHERE client_id = ?1 ORDER BY position`)
    .bind(clientId)
    .all<LifeEventTypeRecord>();
  return results;
}

const SELECT_EVENTS = `
SELECT e.id, e.life_event_type_id AS life_event_id, t.name, e.event_date, e.created_at
FROM life_events e JOIN life_event_types t ON t.id = e.life_event_type_id`;

/** The person's events, the latest event first. */
export async function listLifeEvents(db: D1Database, userId: number): Promise<LifeEventRecord[]> {
  const { results } = await db
    .prepare(`${SELECT_EVENTS} WHERE e.user_id = ?1 ORDER BY e.event_date DESC, e.id DESC`)
    .bind(userId)
    .all<LifeEventRecord>();
  return results;
}

const EVENT_COLUMNS = columnList('life_events', [
  'user_id',
  'life_event_type_id',
  'event_date',
  'created_at',
]);

/** Records an event of a type of the person's own client; null when the type is not one of those. */
export async function insertLifeEvent(
  db: D1Database,
  event: { userId: number; clientId: number; typeId: number; eventDate: string; nowIso: string },
): Promise<LifeEventRecord | null> {
  const inserted = await db
    .prepare(
      `INSERT INTO life_events (${EVENT_COLUMNS})
       SELECT ?1, t.id, ?3, ?4 FROM life_event_types t WHERE t.id = ?2 AND t.client_id = ?5
       RETURNING id`,
    )
    .bind(event.userId, event.typeId, event.eventDate, event.nowIso, event.clientId)
    .first<{ id: number }>();
  if (!inserted) return null;
  return db.prepare(`${SELECT_EVENTS} WHERE e.id = ?1`).bind(inserted.id).first<LifeEventRecord>();
}
