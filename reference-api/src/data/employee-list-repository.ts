// What the employee data list reads (migrations 0001 and 0013): a page of a client's people, the
// number matching, the client's head count, one person's record, and the rows of the report. Every
// query is an index range (0013), so a page does not get slower as a client grows.
import {
  type EmployeeListQuery,
  type EmployeeSortField,
  prefixUpperBound,
  type SortDirection,
} from '../rules/employee-list.ts';
import { type Selected, selection } from './schema.ts';

export type EmployeeListPerson = {
  id: number;
  firstName: string;
  surname: string;
  email: string;
  registered: boolean;
  /** The day the person joined the client, YYYY-MM-DD. */
  joinedOn: string;
};

export type EmployeeRecord = EmployeeListPerson & {
  /** ISO YYYY-MM-DD. */
  dateOfBirth: string;
  userType: string;
  employmentStatus: string | null;
  twoFactorEnabled: boolean;
  /** When the newest welcome e-mail was sent, or null. */
  welcomeEmailSentAt: string | null;
};

export type Headcount = { employees: number; registered: number };

const PERSON = selection('users', ['id', 'first_name', 'surname', 'email', 'activated', 'created_at'], 'u');
type PersonRow = Selected<typeof PERSON>;
const PERSON_COLUMNS = PERSON.sql;

const NAME_ORDER = ['u.surname COLLATE NOCASE', 'u.first_name COLLATE NOCASE', 'u.id'];
const ORDER_KEYS: Record<EmployeeSortField, readonly string[]> = {
  name: NAME_ORDER,
  email: ['u.email', 'u.id'],
  registered: ['u.activated', ...NAME_ORDER],
};

// Every key in the one direction, so the index of that order is read forwards or backwards.
function orderBy(sortBy: EmployeeSortField, direction: SortDirection): string {
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  return `ORDER BY ${ORDER_KEYS[sortBy].map((key) => `${key} ${dir}`).join(', ')}`;
}

type Sql = { sql: string; binds: unknown[] };

/**
 * The ids whose first name, surname, e-mail or "first name surname" starts with the search: one
 * index range per branch (0013), united, rather than a scan of every person for a pattern.
 */
function searchIds(clientId: number, search: string, binds: unknown[]): string {
  const param = (value: unknown) => {
    binds.push(value);
    return `?${binds.length}`;
  };
  const client = param(clientId);
  const from = param(search);
  const to = param(prefixUpperBound(search));
  const branches = [
    `SELECT id FROM users WHERE client_id = ${client} AND surname COLLATE NOCASE >= ${from} AND surname COLLATE NOCASE < ${to}`,
    `SELECT id FROM users WHERE client_id = ${client} AND first_name COLLATE NOCASE >= ${from} AND first_name COLLATE NOCASE < ${to}`,
    `SELECT id FROM users WHERE client_id = ${client} AND email >= ${from} AND email < ${to}`,
  ];
  const space = search.indexOf(' ');
  if (space > 0) {
    const first = param(search.slice(0, space));
    const rest = search.slice(space + 1).trim();
    const restFrom = param(rest);
    const restTo = param(prefixUpperBound(rest));
    branches.push(
      `SELECT id FROM users WHERE client_id = ${client} AND first_name COLLATE NOCASE = ${first} AND surname COLLATE NOCASE >= ${restFrom} AND surname COLLATE NOCASE < ${restTo}`,
    );
  }
  return branches.join(' UNION ');
}

function whereOf(query: EmployeeListQuery): Sql {
  const binds: unknown[] = [query.clientId];
  const clauses = ['u.client_id = ?1'];
  if (query.search !== '') clauses.push(`u.id IN (${searchIds(query.clientId, query.search, binds)})`);
  if (query.activated !== null) {
    binds.push(query.activated ? 1 : 0);
    clauses.push(`u.activated = ?${binds.length}`);
  }
  if (query.range) {
    binds.push(query.range.from, query.range.to);
    clauses.push(`u.created_at >= ?${binds.length - 1} AND u.created_at < date(?${binds.length}, '+1 day')`);
  }
  return { sql: clauses.join(' AND '), binds };
}

const toPerson = (row: PersonRow): EmployeeListPerson => ({
  id: row.id,
  firstName: row.first_name,
  surname: row.surname,
  email: row.email,
  registered: row.activated === 1,
  joinedOn: row.created_at.slice(0, 10),
});

/** The client's head count and how many have registered (kept by 0013's triggers). */
export async function findHeadcount(db: D1Database, clientId: number): Promise<Headcount> {
  const row = await db
    .prepare('SELECT employees, registered FROM client_headcounts WHERE client_id = ?1')
    .bind(clientId)
    .first<Headcount>();
  return row ?? { employees: 0, registered: 0 };
}

/**
 * How many people match. Without a search or range, the head count answers it; otherwise the
 * matching index ranges are counted.
 */
async function countMatching(db: D1Database, query: EmployeeListQuery): Promise<number> {
  if (query.search === '' && query.range === null) {
    const headcount = await findHeadcount(db, query.clientId);
    if (query.activated === null) return headcount.employees;
    return query.activated ? headcount.registered : headcount.employees - headcount.registered;
  }
  const { sql, binds } = whereOf(query);
  return (
    (await db
      .prepare(`SELECT count(*) AS total FROM users u WHERE ${sql}`)
      .bind(...binds)
      .first<number>('total')) ?? 0
  );
}

/** One page (1-based) of the matching people, with how many match and the client's head count. */
export async function findEmployeePage(
  db: D1Database,
  query: EmployeeListQuery,
  page: number,
  perPage: number,
): Promise<{ people: EmployeeListPerson[]; total: number; headcount: Headcount }> {
  const { sql, binds } = whereOf(query);
  const [rows, total, headcount] = await Promise.all([
    db
      .prepare(
        `SELECT ${PERSON_COLUMNS} FROM users u WHERE ${sql} ${orderBy(query.sortBy, query.direction)}
         LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      )
      .bind(...binds)
      .all<PersonRow>(),
    countMatching(db, query),
    findHeadcount(db, query.clientId),
  ]);
  return { people: rows.results.map(toPerson), total, headcount };
}

/**
 * Every matching person in list order, `chunk` at a time: the report is written as it is read, so
 * no whole list is ever held.
 */
export async function* findEmployeesInChunks(
  db: D1Database,
  query: EmployeeListQuery,
  chunk: number,
): AsyncGenerator<EmployeeListPerson[]> {
  const { sql, binds } = whereOf(query);
  const statement = db.prepare(
    `SELECT ${PERSON_COLUMNS} FROM users u WHERE ${sql} ${orderBy(query.sortBy, query.direction)}
     LIMIT ?${binds.length + 1} OFFSET ?${binds.length + 2}`,
  );
  for (let offset = 0; ; offset += chunk) {
    const { results } = await statement.bind(...binds, chunk, offset).all<PersonRow>();
    if (results.length > 0) yield results.map(toPerson);
    if (results.length < chunk) return;
  }
}

type RecordRow = PersonRow & {
  date_of_birth: string;
  user_type: string;
  employment_status: string | null;
  two_factor: number;
  welcome_sent_at: string | null;
};

/** One of the client's people, or null when the id is no person of that client. */
export async function findEmployeeRecord(
  db: D1Database,
  clientId: number,
  employeeId: number,
  welcomeSubjectPattern: string,
): Promise<EmployeeRecord | null> {
  const row = await db
    .prepare(
      `SELECT ${PERSON_COLUMNS}, u.date_of_birth, u.user_type, u.employment_status,
              (u.totp_secret IS NOT NULL) AS two_factor,
              (SELECT max(o.created_at) FROM outbox o WHERE o.to_email = u.email AND o.subject LIKE ?3)
                AS welcome_sent_at
       FROM users u WHERE u.client_id = ?1 AND u.id = ?2`,
    )
    .bind(clientId, employeeId, welcomeSubjectPattern)
    .first<RecordRow>();
  if (!row) return null;
  return {
    ...toPerson(row),
    dateOfBirth: row.date_of_birth,
    userType: row.user_type,
    employmentStatus: row.employment_status,
    twoFactorEnabled: row.two_factor === 1,
    welcomeEmailSentAt: row.welcome_sent_at,
  };
}
