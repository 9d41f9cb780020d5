import { describe, expect, it } from 'vitest';
import { columnList, insertInto, updateOf } from './statements.ts';

/** A D1 stand-in that keeps the SQL and the values bound, which is all the helpers hand to D1. */
function recordingDb() {
  const statements: { sql: string; values: unknown[] }[] = [];
  const db = {
    prepare(sql: string) {
      return {
        bind(...values: unknown[]) {
          statements.push({ sql, values });
          return this;
        },
      };
    },
  } as unknown as D1Database;
  return { db, statements };
}

describe('typed INSERT and UPDATE statements', () => {
  it('inserts the columns a row names, in the table order, with their values bound and flags as 1 or 0', () => {
    const { db, statements } = recordingDb();
    insertInto(
      db,
      'family_members',
      {
        updated_at: '2026-11-27T00:00:00.000Z',
        user_id: 7,
        title: 'Mr',
        first_name: 'James',
        surname: 'Fielding',
        gender_id: 2,
        famtype_id: 1,
        registered_disabled: true,
        date_of_birth: undefined,
        created_at: '2026-11-27T00:00:00.000Z',
      },
      'RETURNING id',
    );
    expect(statements).toEqual([
      {
        sql:
          'INSERT INTO family_members (user_id, title, first_name, surname, gender_id, famtype_id, ' +
          'registered_disabled, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) RETURNING id',
        values: [
          7,
          'Mr',
          'James',
          'Fielding',
          2,
          1,
          1,
          '2026-11-27T00:00:00.000Z',
          '2026-11-27T00:00:00.000Z',
        ],
      },
    ]);
  });

  it('numbers the changes of an UPDATE after the WHERE clause’s own parameters, null included', () => {
    const { db, statements } = recordingDb();
    updateOf(db, 'users', {
      set: { failed_login_count: 0, locked_until: null },
      where: 'id = ?1 AND locked_until = ?2',
      params: [5, '2026-11-27T10:00:00.000Z'],
      clause: 'RETURNING id',
    });
    expect(statements).toEqual([
      {
        sql: 'UPDATE users SET failed_login_count = ?3, locked_until = ?4 WHERE id = ?1 AND locked_until = ?2 RETURNING id',
        values: [5, '2026-11-27T10:00:00.000Z', 0, null],
      },
    ]);
  });

  it('refuses a statement with no column to write', () => {
    const { db } = recordingDb();
    expect(() => updateOf(db, 'users', { set: {}, where: 'id = ?1', params: [1] })).toThrow(RangeError);
  });

  it('writes an INSERT … SELECT column list', () => {
    expect(columnList('life_events', ['user_id', 'event_date'])).toBe('user_id, event_date');
  });

  it('refuses, in the type check, a column the table does not have, a value of another type or a missing column', () => {
    const { db } = recordingDb();
    // Each directive below is needed: were the statement to type-check, tsc would fail on the directive.
    // @ts-expect-error The outbox has no `to` column (it is `to_email`).
    insertInto(db, 'outbox', { to: 'a@b.test', subject: 'S', text: 'T', created_at: 'now' });
    // @ts-expect-error `created_at` is required: it has no default and may not be NULL.
    insertInto(db, 'outbox', { to_email: 'a@b.test', subject: 'S', text: 'T' });
    // @ts-expect-error A selection's status is one of its CHECK's values.
    updateOf(db, 'selections', { set: { status: 'cancelled' }, where: 'id = ?1', params: [1] });
    // @ts-expect-error users has no `password` column (it is `password_hash`).
    updateOf(db, 'users', { set: { password: 'x', first_login: 0 }, where: 'id = ?1', params: [1] });
    // @ts-expect-error Nor does an INSERT … SELECT name one.
    columnList('life_events', ['user_id', 'life_event']);
  });
});
