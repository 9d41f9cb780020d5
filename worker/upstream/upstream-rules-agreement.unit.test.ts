import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actAsChoiceSchema } from '#contract/act-as';
import { ACT_AS_REASON_MAX_LENGTH, ACT_AS_TEXTS } from '#contract/act-as-texts';
import { AUDIT_ACTIONS, AUDIT_PERSON_MAX } from '#contract/audit-trail-rules';
import { AUDIT_TRAIL_TEXTS } from '#contract/audit-trail-texts';
import { ACTIVE_CLIENT_EXCEPTION_STATUS, CLIENT_EXCEPTION_CODES } from '#contract/client-exceptions';
import {
  checkEmployeeDataCell,
  EMPLOYEE_DATA_BODY_MAX_BYTES,
  EMPLOYEE_DATA_CELL_TEXTS,
  EMPLOYEE_DATA_COLUMNS,
  EMPLOYEE_DATA_UPLOAD_MAX_BYTES,
  type EmployeeDataField,
  isCsvFile,
  isLargeChange,
} from '#contract/employee-data-upload-rules';
import { EMPLOYEE_DATA_TEXTS } from '#contract/employee-data-upload-texts';
import { type FamilyMemberDraftValues, familyFormProblems } from '#contract/family-requests';
import {
  FAMILY_NAME_MAX_LENGTH,
  FAMILY_TEXTS,
  FAMILY_TITLES,
  famTypeIdOf,
  isYearMonthDay,
} from '#contract/family-rules';
import { LIFE_EVENT_TEXTS } from '#contract/life-event-rules';
import { passwordCheckSchema } from '#contract/password-policy';
import { MIN_PASSWORD_LENGTH, PASSWORD_RULES, PASSWORD_TEXTS } from '#contract/password-rules';
import {
  CHANGE_PASSWORD_TEXTS,
  CONTACT_FIELD_MAX_LENGTH,
  contactFieldProblem,
  normalisePostcode,
  PROFILE_DETAIL_TEXTS,
} from '#contract/profile-rules';
import { RECOVERY_TEXTS } from '#contract/recovery-rules';
import {
  checkActAsReason,
  ACT_AS_REASON_MAX_LENGTH as UPSTREAM_ACT_AS_REASON_MAX_LENGTH,
  ACT_AS_TEXTS as UPSTREAM_ACT_AS_TEXTS,
} from '#reference-api/rules/act-as.ts';
import {
  ACT_AS_IDLE_TIMEOUT_MS,
  ACT_AS_SESSION_LIFETIME_MS as UPSTREAM_ACT_AS_LIFETIME_MS,
} from '#reference-api/rules/act-as-lifetime.ts';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS as UPSTREAM_AUDIT_ACTIONS,
  AUDIT_PERSON_MAX as UPSTREAM_AUDIT_PERSON_MAX,
} from '#reference-api/rules/audit-trail.ts';
import {
  CLIENT_EXCEPTION_STATUSES,
  CLIENT_EXCEPTION_CODES as UPSTREAM_CLIENT_EXCEPTION_CODES,
} from '#reference-api/rules/client-exceptions.ts';
import {
  CONTACT_COLUMN_MAX_LENGTH,
  CONTACT_COLUMNS,
  CONTACT_MESSAGES,
  contactColumnProblem,
  normalisePostcode as upstreamNormalisePostcode,
} from '#reference-api/rules/contact-details.ts';
import {
  EMPLOYEE_DATA_CELL_MESSAGES,
  EMPLOYEE_DATA_MESSAGES,
  EMPLOYEE_DATA_BODY_MAX_BYTES as UPSTREAM_BODY_MAX_BYTES,
  EMPLOYEE_DATA_COLUMNS as UPSTREAM_COLUMNS,
  EMPLOYEE_DATA_UPLOAD_MAX_BYTES as UPSTREAM_UPLOAD_MAX_BYTES,
  checkEmployeeDataCell as upstreamCheckCell,
  isCsvFile as upstreamIsCsvFile,
  isLargeChange as upstreamIsLargeChange,
} from '#reference-api/rules/employee-data-columns.ts';
import {
  FAMILY_MESSAGES,
  FAMILY_NAME_MAX_LENGTH as UPSTREAM_FAMILY_NAME_MAX_LENGTH,
  FAMILY_TITLES as UPSTREAM_FAMILY_TITLES,
  validateFamilyMember,
} from '#reference-api/rules/family-member.ts';
import { LIFE_EVENT_MESSAGES, validateLifeEvent } from '#reference-api/rules/life-event.ts';
import {
  checkPasswordPolicy,
  NO_SUBJECT,
  PASSWORD_MESSAGES,
  MIN_PASSWORD_LENGTH as UPSTREAM_MIN_PASSWORD_LENGTH,
  PASSWORD_RULES as UPSTREAM_PASSWORD_RULES,
} from '#reference-api/rules/password-policy.ts';
import { RECOVERY_MESSAGES } from '#reference-api/rules/recovery-messages.ts';
import { ACT_AS_SESSION_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from '../session/session-policy';
import { FAMILY_FIELD_NAMES } from './family-responses';
import { LIFE_EVENT_FIELD_NAMES } from './life-event-responses';
import { CONTACT_FIELD_NAMES } from './profile-responses';
import { classifyRefusal } from './recovery-responses';

// The reference API stands in for the client's upstream and owns its rules (docs/decisions/038): it
// shares no code with the portal. Where the product needs the two to agree (the portal checks a form
// before sending it, shows a checklist of the upstream's rules, or shows the upstream's messages by
// the field), these properties run both rule sets over the same inputs.

const RUNS = { numRuns: 300 };

/** Text of any length around a limit, with spaces, letters, digits and punctuation. */
const anyText = (maxLength: number) =>
  fc.oneof(fc.string({ maxLength }), fc.string({ minLength: maxLength - 5, maxLength: maxLength + 5 }));

/** A real calendar date from 1900 to 2099, written YYYY-MM-DD. */
const realDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Something a person might type as a date: a real one, a near miss, or anything. */
const typedDate = fc.oneof(
  realDate,
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  fc.string({ maxLength: 12 }).filter((text) => text === text.trim()),
);

describe('the password rules', () => {
  it('the upstream judges the rules the portal lists, in its order, under the same flags', () => {
    expect(UPSTREAM_PASSWORD_RULES.map(({ name, flag }) => ({ name, flag }))).toEqual(
      PASSWORD_RULES.map(({ name, flag }) => ({ name, flag })),
    );
    expect(UPSTREAM_MIN_PASSWORD_LENGTH).toBe(MIN_PASSWORD_LENGTH);
    expect(PASSWORD_RULES.find((rule) => rule.name === 'length')?.label).toContain(
      String(UPSTREAM_MIN_PASSWORD_LENGTH),
    );
  });

  it("every checklist the upstream answers is one the portal reads, and its length rule is the portal's", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40, unit: 'grapheme' }), async (password) => {
        const { checks } = await checkPasswordPolicy(password, NO_SUBJECT);
        expect(checks.map((check) => passwordCheckSchema.parse(check).name)).toEqual(
          PASSWORD_RULES.map((rule) => rule.name),
        );
        expect(checks.find((check) => check.name === 'length')?.status).toBe(
          [...password].length >= MIN_PASSWORD_LENGTH,
        );
      }),
      RUNS,
    );
  });

  it("the upstream's refusals read as the portal tells them apart", () => {
    expect(classifyRefusal({ error: RECOVERY_MESSAGES.dobMismatch })).toEqual({ kind: 'dob-mismatch' });
    expect(RECOVERY_MESSAGES.dobMismatch).toBe(RECOVERY_TEXTS.dobMismatch);
    expect(PASSWORD_MESSAGES.unmet).toBe(PASSWORD_TEXTS.unmet);
    expect(PASSWORD_MESSAGES.currentWrong).toBe(CHANGE_PASSWORD_TEXTS.currentWrong);
  });
});

describe('the contact details', () => {
  it('the upstream has the portal’s fields and bounds', () => {
    expect(CONTACT_COLUMNS.map((column) => CONTACT_FIELD_NAMES[column])).toEqual(
      Object.keys(CONTACT_FIELD_MAX_LENGTH),
    );
    for (const column of CONTACT_COLUMNS) {
      expect(CONTACT_COLUMN_MAX_LENGTH[column]).toBe(CONTACT_FIELD_MAX_LENGTH[CONTACT_FIELD_NAMES[column]]);
    }
  });

  const contactValue = fc.oneof(
    anyText(110),
    fc.stringMatching(/^\+?[0-9][0-9 ()-]{0,20}$/),
    fc.stringMatching(/^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/),
    fc.string({ maxLength: 12, unit: 'binary' }),
  );

  it('refuses what the portal refuses, with the same message, and stores a postcode alike', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTACT_COLUMNS), contactValue, (column, raw) => {
        const value = raw.trim();
        expect(contactColumnProblem(column, value)).toBe(
          contactFieldProblem(CONTACT_FIELD_NAMES[column], value),
        );
        if (column === 'postcode' && contactFieldProblem('postcode', value) === null && value !== '') {
          expect(upstreamNormalisePostcode(value)).toBe(normalisePostcode(value));
        }
      }),
      RUNS,
    );
  });

  it('its messages are the ones the portal shows', () => {
    for (const [key, message] of Object.entries(CONTACT_MESSAGES)) {
      expect(PROFILE_DETAIL_TEXTS[key as keyof typeof CONTACT_MESSAGES]).toBe(message);
    }
  });
});

describe('the family member rules', () => {
  it('the upstream takes the titles and name lengths the form offers', () => {
    expect(UPSTREAM_FAMILY_TITLES).toEqual(FAMILY_TITLES);
    expect(UPSTREAM_FAMILY_NAME_MAX_LENGTH).toBe(FAMILY_NAME_MAX_LENGTH);
  });

  // Values the form never offers too (a title or sex outside its lists): both sides must refuse them.
  const draft = fc.record({
    title: fc.oneof(fc.constantFrom(...FAMILY_TITLES), fc.constantFrom(null, '', 'Sir', 'mr')),
    firstName: fc.option(anyText(FAMILY_NAME_MAX_LENGTH), { nil: null }),
    surname: fc.option(anyText(FAMILY_NAME_MAX_LENGTH), { nil: null }),
    dateOfBirth: fc.option(typedDate, { nil: null }),
    gender: fc.constantFrom(null, 1, 2, 3),
    relationship: fc.constantFrom(null, 'partner', 'dependant'),
    fullTimeEdu: fc.constantFrom(null, true, false),
    fullTimeEducationEndDate: fc.option(fc.oneof(typedDate, fc.constant('')), { nil: null }),
    registeredDisabled: fc.boolean(),
  });

  it('finds the problems the form finds, each under its field with the same message', () => {
    fc.assert(
      fc.property(draft, (values) => {
        // The fields as the Worker sends them (worker/upstream/family-responses.ts, toSavedFamilyMember).
        const body = {
          title: values.title,
          first_name: values.firstName,
          surname: values.surname,
          date_of_birth: values.dateOfBirth === '' ? null : values.dateOfBirth,
          sex: values.gender,
          fmember_type:
            values.relationship === 'partner' || values.relationship === 'dependant'
              ? famTypeIdOf(values.relationship)
              : null,
          education: values.fullTimeEdu ? values.fullTimeEducationEndDate : null,
          registered_disabled: values.registeredDisabled,
          education_check: values.fullTimeEdu,
        };
        // No date written YYYY-MM-DD is in the future of this day (the upstream alone checks that).
        const answer = validateFamilyMember(body, '9999-12-31');
        const upstreamProblems = answer.ok
          ? {}
          : Object.fromEntries(
              Object.entries(answer.errors).map(([field, messages]) => [
                FAMILY_FIELD_NAMES[field as keyof typeof FAMILY_FIELD_NAMES],
                messages[0],
              ]),
            );
        expect(upstreamProblems).toEqual(familyFormProblems(values as FamilyMemberDraftValues));
      }),
      RUNS,
    );
  });

  it('answers the messages the portal has for the problems only the upstream checks', () => {
    expect(FAMILY_MESSAGES.futureBirth).toBe(FAMILY_TEXTS.futureBirth);
    expect(FAMILY_MESSAGES.nameInvalid).toBe(FAMILY_TEXTS.nameInvalid);
  });
});

describe('the life event rules', () => {
  it('refuses the dates the portal refuses, with its messages under its fields', () => {
    // The scheme year is the date's own, so only the checks the portal makes too can refuse it.
    const eventDate = fc.option(
      typedDate.filter((text) => !text.startsWith('0')),
      { nil: null },
    );
    fc.assert(
      fc.property(eventDate, fc.constantFrom(null, 0, 3), (date, typeId) => {
        const answer = validateLifeEvent(
          { life_event_id: typeId, event_date: date },
          Number(date?.slice(0, 4)),
        );
        const problems = answer.ok ? {} : answer.errors;
        const expected = {
          ...(typeId === 3 ? {} : { life_event_id: [LIFE_EVENT_TEXTS.eventRequired] }),
          ...(date === null || date === ''
            ? { event_date: [LIFE_EVENT_TEXTS.dateRequired] }
            : isYearMonthDay(date)
              ? {}
              : { event_date: [LIFE_EVENT_TEXTS.invalidDate] }),
        };
        expect(problems).toEqual(expected);
        for (const field of Object.keys(problems)) expect(field in LIFE_EVENT_FIELD_NAMES).toBe(true);
      }),
      RUNS,
    );
    expect(LIFE_EVENT_MESSAGES.addFailed).toBe(LIFE_EVENT_TEXTS.addFailed);
  });
});

describe('the employee data upload rules', () => {
  it('the upstream takes every file the portal lets through', () => {
    expect(UPSTREAM_COLUMNS).toEqual(EMPLOYEE_DATA_COLUMNS);
    expect(UPSTREAM_UPLOAD_MAX_BYTES).toBeGreaterThanOrEqual(EMPLOYEE_DATA_UPLOAD_MAX_BYTES);
    expect(UPSTREAM_BODY_MAX_BYTES).toBeGreaterThanOrEqual(EMPLOYEE_DATA_BODY_MAX_BYTES);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom('staff.csv', 'STAFF.CSV', ' a.csv ', 'a.xlsx'),
        ),
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom('', 'text/csv', 'text/csv; charset=utf-8', 'application/vnd.ms-excel', 'image/png'),
        ),
        (name, type) => {
          expect(upstreamIsCsvFile(name, type)).toBe(isCsvFile(name, type));
        },
      ),
      RUNS,
    );
  });

  it('asks for the second confirmation when the portal does', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (changed, total) => {
        expect(upstreamIsLargeChange(changed, total)).toBe(isLargeChange(changed, total));
      }),
      RUNS,
    );
  });

  it('checks each cell as the portal checks it, with the same message', () => {
    for (const [key, message] of Object.entries(EMPLOYEE_DATA_CELL_MESSAGES)) {
      expect(EMPLOYEE_DATA_CELL_TEXTS[key as keyof typeof EMPLOYEE_DATA_CELL_MESSAGES]).toBe(message);
    }
    const field = fc.constantFrom(
      ...EMPLOYEE_DATA_COLUMNS.filter((column): column is EmployeeDataField => column !== 'email'),
    );
    const cell = fc.oneof(
      anyText(60),
      typedDate,
      fc.constantFrom('yes', 'No', 'active', 'LEFT', 'retired', 'SW1A 1AA', '07700 900123', ''),
      fc.string({ maxLength: 8, unit: 'binary' }),
    );
    fc.assert(
      fc.property(field, cell, (column, raw) => {
        expect(upstreamCheckCell(column, raw, '2026-06-15')).toEqual(
          checkEmployeeDataCell(column, raw, '2026-06-15'),
        );
      }),
      RUNS,
    );
  });

  it('its refusals of applying an upload are the portal’s texts', () => {
    for (const key of [
      'stale',
      'alreadyApplied',
      'largeRequired',
      'invalidHeading',
      'tooLarge',
      'wrongType',
    ] as const) {
      expect(EMPLOYEE_DATA_MESSAGES[key]).toBe(EMPLOYEE_DATA_TEXTS[key]);
    }
  });
});

describe('the client exceptions (decision 083)', () => {
  it('the upstream acts on the codes the portal reads, and calls one on as the portal does', () => {
    expect(UPSTREAM_CLIENT_EXCEPTION_CODES).toEqual(CLIENT_EXCEPTION_CODES);
    expect(CLIENT_EXCEPTION_STATUSES).toContain(ACTIVE_CLIENT_EXCEPTION_STATUS);
  });
});

describe('the audit trail', () => {
  // The action filter offers the portal's list; an action the upstream records but the portal does
  // not know would be an event no filter can find, and one the portal offers but the upstream never
  // writes, a filter that always comes back empty.
  it('the filter offers exactly the actions the upstream records', () => {
    expect([...AUDIT_ACTIONS].sort()).toEqual([...UPSTREAM_AUDIT_ACTIONS].sort());
  });

  it('the CSV names each action as the page does', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(AUDIT_ACTION_LABELS[action]).toBe(AUDIT_TRAIL_TEXTS.actions[action]);
    }
  });

  it('a person search the page accepts is one the upstream accepts', () => {
    expect(AUDIT_PERSON_MAX).toBe(UPSTREAM_AUDIT_PERSON_MAX);
  });
});

// Decision 063: the upstream ends an act-as session's token family at the instant the Worker ends
// its session, and dates an idle one's end by the Worker's idle timeout.
describe('the act-as session', () => {
  it('lasts as long upstream as the Worker lets it, and goes idle after as long', () => {
    expect(UPSTREAM_ACT_AS_LIFETIME_MS).toBe(ACT_AS_SESSION_LIFETIME_MS);
    expect(ACT_AS_IDLE_TIMEOUT_MS).toBe(SESSION_IDLE_TIMEOUT_MS);
  });
});

describe('the act-as reason', () => {
  /** Pieces a reason is made of: words, and everything the rule is about (breaks, controls, links). */
  const piece = fc.oneof(
    fc.constantFrom(
      'Ticket',
      '4821',
      'Emma',
      'pension',
      'e.g.',
      'v2.1',
      '#12',
      '@',
      '.',
      ':',
      ' ',
      '—',
      '“x”',
    ),
    fc.constantFrom('\n', '\r\n', '\t', '\u0007', '\u2028', '\u202E', '\u0085'),
    fc.constantFrom(
      'http://',
      'HTTPS://',
      'ftp://',
      'www.',
      'www。',
      'example.com',
      'acme.co.uk',
      'bücher.de',
    ),
    fc.constantFrom('sam@evil', 'ｓａｍ＠ｅｖｉｌ．ｅｘａｍｐｌｅ', 'x@y', 'a.b', 'end.', 'Dr.Smith'),
    fc.string({ maxLength: 6, unit: 'grapheme' }),
  );
  const reasons = fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(' ')),
    fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')),
    anyText(ACT_AS_REASON_MAX_LENGTH),
  );

  it('the portal refuses a reason exactly when the upstream does, for the same reason', () => {
    fc.assert(
      fc.property(reasons, (typed) => {
        const upstream = checkActAsReason(typed);
        // The reason's schema, as the form and the Worker check it (it trims first).
        const portal = actAsChoiceSchema.shape.reason.safeParse(typed).error?.issues[0]?.message ?? null;
        expect({ typed, portalRefuses: portal !== null }).toEqual({ typed, portalRefuses: !upstream.ok });
        if (!upstream.ok) {
          const kinds: Record<string, string> = {
            [UPSTREAM_ACT_AS_TEXTS.reasonRequired]: ACT_AS_TEXTS.reasonRequired,
            [UPSTREAM_ACT_AS_TEXTS.reasonTooLong]: ACT_AS_TEXTS.reasonTooLong,
            [UPSTREAM_ACT_AS_TEXTS.reasonNotPlain]: ACT_AS_TEXTS.reasonNotPlain,
          };
          expect({ typed, problem: portal }).toEqual({ typed, problem: kinds[upstream.error] });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('the bound is the same', () => {
    expect(UPSTREAM_ACT_AS_REASON_MAX_LENGTH).toBe(ACT_AS_REASON_MAX_LENGTH);
  });
});
