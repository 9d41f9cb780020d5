import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BENEFITS_QUERY_KEY } from '#contract/benefit-query-keys';
import type { FamilyMember } from '#contract/family';
import { FAMILY_TEXTS } from '#contract/family-rules';
import { LIFE_EVENT_TEXTS } from '#contract/life-event-rules';
import type { LifeEvent, LifeEvents } from '#contract/life-events';
import { PASSWORD_TEXTS } from '#contract/password-rules';
import type { ProfileDetails } from '#contract/profile';
import { CHANGE_PASSWORD_TEXTS, PROFILE_DETAIL_TEXTS } from '#contract/profile-rules';
import { type ApiAnswers, apiError, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession, passwordChecks } from '#support/web/app-support.tsx';
import { Component as MyProfile } from './my-profile';

const DETAILS: ProfileDetails = {
  firstName: 'Emma',
  surname: 'Fielding',
  email: 'emma.employee@acme.test',
  phone: '07700 900123',
  addressLine1: '14 Harbour View',
  addressLine2: 'Clifton',
  town: 'Bristol',
  postcode: 'BS8 4RE',
};

const JAMES: FamilyMember = {
  familyMemberId: 7001,
  title: 'Mr',
  firstName: 'James',
  surname: 'Fielding',
  dateOfBirth: '1983-09-30',
  gender: 2,
  relationship: 'partner',
  active: true,
  fullTimeEdu: false,
  fullTimeEducationEndDate: null,
  registeredDisabled: false,
};

const LIFE_EVENTS: LifeEvents = {
  available: [
    { id: 7101, name: 'Marriage or civil partnership' },
    { id: 7102, name: 'Birth or adoption of a child' },
  ],
  events: [{ id: 7301, lifeEventId: 7106, name: 'Moving house', eventDate: '2026-02-14' }],
};

/** A small stateful profile back end: family and life events follow the calls made. */
function stubProfile(overrides: ApiAnswers = {}) {
  let family: FamilyMember[] = [JAMES];
  let nextId = 8000;
  const bodies: Record<string, unknown[]> = {};
  const record = (key: string, body: unknown) => {
    bodies[key] = [...(bodies[key] ?? []), body];
  };
  const memberOf = (body: unknown, id: number): FamilyMember => {
    const form = body as Omit<FamilyMember, 'familyMemberId' | 'active'> & {
      dateOfBirth: string;
      fullTimeEducationEndDate: string;
    };
    return {
      ...form,
      familyMemberId: id,
      active: true,
      dateOfBirth: form.dateOfBirth || null,
      fullTimeEducationEndDate: form.fullTimeEdu ? form.fullTimeEducationEndDate : null,
    };
  };
  const fetchMock = stubApi({
    'GET /api/profile/two-factor': json({ enabled: false, enforced: false }),
    'GET /api/profile/details': json(DETAILS),
    'PATCH /api/profile/details': ({ body }) => {
      record('details', body);
      return json({ ...DETAILS, ...(body as object) });
    },
    'POST /api/password/check': ({ body }) => {
      const password = (body as { password: string }).password;
      return json(
        password === 'Winter-Lantern#88'
          ? passwordChecks([
              'length',
              'repeating',
              'sequence',
              'common',
              'uppercase',
              'number',
              'special',
              'personal',
            ])
          : passwordChecks(),
      );
    },
    'POST /api/profile/password': ({ body }) => {
      record('password', body);
      return json({ changed: true as const });
    },
    'GET /api/family': () => json(family.filter((member) => member.active)),
    'POST /api/family': ({ body }) => {
      record('family-add', body);
      const member = memberOf(body, ++nextId);
      family = [...family, member];
      return json(member);
    },
    'PATCH /api/family/8001': ({ body }) => {
      record('family-edit', body);
      const member = memberOf(body, 8001);
      family = family.map((existing) => (existing.familyMemberId === 8001 ? member : existing));
      return json(member);
    },
    'POST /api/family/8001/deactivate': () => {
      family = family.map((member) =>
        member.familyMemberId === 8001 ? { ...member, active: false } : member,
      );
      return json({
        ...(family.find((member) => member.familyMemberId === 8001) as FamilyMember),
        active: false,
      });
    },
    'GET /api/life-events': json(LIFE_EVENTS),
    'POST /api/life-events': ({ body }) => {
      record('life-event', body);
      const event: LifeEvent = {
        id: 7302,
        lifeEventId: 7102,
        name: 'Birth or adoption of a child',
        eventDate: '2026-10-03',
      };
      return json(event, 201);
    },
    ...overrides,
  });
  return { fetchMock, bodies };
}

function renderProfile() {
  const view = renderRoutes([{ path: '/app/home/my-profile/', Component: MyProfile }], {
    path: '/app/home/my-profile/',
    session: makeSession(),
  });
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my profile: contact details', () => {
  it('saves an edited phone number, which stays shown', async () => {
    const { bodies } = stubProfile();
    const { user } = renderProfile();
    const phone = await screen.findByLabelText('Phone number');
    expect((phone as HTMLInputElement).value).toBe('07700 900123');

    await user.clear(phone);
    await user.type(phone, '0117 496 0000');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));

    expect(await screen.findByText(PROFILE_DETAIL_TEXTS.saved)).toBeInTheDocument();
    const { phone: _phone, addressLine1, addressLine2, town, postcode } = DETAILS;
    expect(bodies.details).toEqual([{ phone: '0117 496 0000', addressLine1, addressLine2, town, postcode }]);
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('0117 496 0000');
  });

  it('gives a bad phone number its message, sends nothing and keeps everything typed', async () => {
    const { bodies } = stubProfile();
    const { user } = renderProfile();
    const town = await screen.findByLabelText('Town or city');
    await user.clear(town);
    await user.type(town, 'Bath');
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));

    expect(await screen.findByText(PROFILE_DETAIL_TEXTS.phoneInvalid)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect((phone as HTMLInputElement).value).toBe('call me');
    expect((screen.getByLabelText('Town or city') as HTMLInputElement).value).toBe('Bath');
    expect(bodies.details).toBeUndefined();
  });

  it("shows the server's refusal by its field and keeps what was typed", async () => {
    stubProfile({
      'PATCH /api/profile/details': json(
        {
          error: {
            message: 'Please correct',
            code: 'validation_failed',
            fields: { postcode: 'Unknown postcode' },
          },
        },
        422,
      ),
    });
    const { user } = renderProfile();
    const postcode = await screen.findByLabelText('Postcode');
    await user.clear(postcode);
    await user.type(postcode, 'ZZ9 9ZZ');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));

    expect(await screen.findByText('Unknown postcode')).toBeInTheDocument();
    expect((postcode as HTMLInputElement).value).toBe('ZZ9 9ZZ');
  });
});

describe('my profile: contact details when the upstream fails (issue 20)', () => {
  it.each([
    [
      'a 502',
      () => apiError(502, 'It looks like something has gone wrong, please try again later', 'upstream_error'),
      'It looks like something has gone wrong, please try again later',
    ],
    ['a 504', () => apiError(504, 'Failed to fetch', 'upstream_timeout'), 'Failed to fetch'],
    [
      'a proxy’s HTML page',
      () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }),
      'It looks like something has gone wrong, please try again later',
    ],
    [
      'a lost connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      PROFILE_DETAIL_TEXTS.saveFailed,
    ],
  ])(
    'after %s, shows the message, keeps every value typed and sends them again',
    async (_fault, failure, message) => {
      let failing = true;
      const sent: unknown[] = [];
      stubProfile({
        'PATCH /api/profile/details': ({ body }) => {
          sent.push(body);
          return failing ? failure() : json({ ...DETAILS, ...(body as object) });
        },
      });
      const { user } = renderProfile();
      const typed = { 'Phone number': '0117 496 0000', 'Town or city': 'Bath', Postcode: 'BA1 1AA' };
      for (const [label, value] of Object.entries(typed)) {
        const field = await screen.findByLabelText(label);
        await user.clear(field);
        await user.type(field, value);
      }
      await user.click(screen.getByRole('button', { name: 'Save contact details' }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      for (const [label, value] of Object.entries(typed)) {
        expect((screen.getByLabelText(label) as HTMLInputElement).value, label).toBe(value);
      }
      failing = false;
      await user.click(screen.getByRole('button', { name: 'Save contact details' }));
      expect(await screen.findByText(PROFILE_DETAIL_TEXTS.saved)).toBeInTheDocument();
      expect(sent).toHaveLength(2);
      expect(sent[1]).toEqual(sent[0]);
      expect(sent[1]).toMatchObject({ phone: '0117 496 0000', town: 'Bath', postcode: 'BA1 1AA' });
    },
  );
});

describe('my profile: change-password panel', () => {
  it('changes the password when submitted the instant the new one is typed, and says every other session ended', async () => {
    const { bodies } = stubProfile();
    const { user } = renderProfile();
    const opener = screen.getByRole('button', { name: 'Change password' });
    opener.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: CHANGE_PASSWORD_TEXTS.title });

    await user.type(within(panel).getByLabelText('Current password'), 'Sunlit-Harbour#47');
    await user.click(within(panel).getByLabelText('New password'));
    // A password manager: the field filled and Enter pressed at once, before the debounced check.
    await user.paste('Quiet-Meadow#2026');
    await user.keyboard('{Enter}');

    // This session goes on (docs/decisions/063): the panel closes and the page says what happened.
    expect(await screen.findByText(CHANGE_PASSWORD_TEXTS.changed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies.password).toEqual([
      { currentPassword: 'Sunlit-Harbour#47', password: 'Quiet-Meadow#2026' },
    ]);
    expect(screen.queryByText(PASSWORD_TEXTS.unmet)).not.toBeInTheDocument();
  });

  it('refuses a previous password by the checklist, and asks for the current password', async () => {
    const { bodies } = stubProfile();
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const panel = await screen.findByRole('dialog', { name: CHANGE_PASSWORD_TEXTS.title });
    await user.click(within(panel).getByLabelText('New password'));
    await user.paste('Winter-Lantern#88');
    await user.keyboard('{Enter}');

    expect(await within(panel).findByText(CHANGE_PASSWORD_TEXTS.currentRequired)).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Current password'), 'Sunlit-Harbour#47');
    await user.click(within(panel).getByRole('button', { name: CHANGE_PASSWORD_TEXTS.submit }));
    expect(await within(panel).findByText(PASSWORD_TEXTS.unmet)).toBeInTheDocument();
    expect(within(panel).getByText('Not a previous password').closest('li')?.dataset.state).toBe('unmet');
    expect(bodies.password).toBeUndefined();
  });

  it('opens and closes by keyboard alone, giving focus back to its opener', async () => {
    stubProfile();
    const { user } = renderProfile();
    const opener = screen.getByRole('button', { name: 'Change password' });
    opener.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: CHANGE_PASSWORD_TEXTS.title });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('my profile: family members', () => {
  it('adds a child (each missing field named first), edits the surname and removes them', async () => {
    const { bodies } = stubProfile();
    const { user, queryClient } = renderProfile();
    queryClient.setQueryData([...BENEFITS_QUERY_KEY, 'overview'], { benefits: ['cached'] });
    const list = await screen.findByRole('list', { name: FAMILY_TEXTS.heading });
    expect(within(list).getAllByTestId('family-member')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: FAMILY_TEXTS.add }));
    let panel = await screen.findByRole('dialog', { name: FAMILY_TEXTS.addTitle });
    await user.click(within(panel).getByRole('button', { name: FAMILY_TEXTS.save }));
    for (const message of [
      FAMILY_TEXTS.titleRequired,
      FAMILY_TEXTS.firstNameRequired,
      FAMILY_TEXTS.surnameRequired,
      FAMILY_TEXTS.sexRequired,
      FAMILY_TEXTS.relationshipRequired,
      FAMILY_TEXTS.fullTimeEduRequired,
    ]) {
      expect(within(panel).getByText(message)).toBeInTheDocument();
    }
    expect(within(panel).getByLabelText('Title')).toHaveFocus();
    // Only required fields are empty (decision 048).
    expect(within(panel).getByRole('alert').textContent).toBe('Please complete the form');
    expect(bodies['family-add']).toBeUndefined();

    await user.selectOptions(within(panel).getByLabelText('Title'), 'Mr');
    await user.type(within(panel).getByLabelText('First name'), 'Noah');
    await user.type(within(panel).getByLabelText('Surname'), 'Fielding');
    await user.click(within(panel).getByLabelText('Male'));
    await user.click(within(panel).getByLabelText('Dependant'));
    await user.click(within(panel).getByLabelText('Yes'));
    await user.click(within(panel).getByRole('button', { name: FAMILY_TEXTS.save }));
    expect(within(panel).getByText(FAMILY_TEXTS.educationEndRequired)).toBeInTheDocument();
    expect(within(panel).getByRole('alert').textContent).toBe('Please complete the form');
    // A name too long is a wrong value, not a missing one.
    await user.type(within(panel).getByLabelText('First name'), 'x'.repeat(50));
    await user.click(within(panel).getByRole('button', { name: FAMILY_TEXTS.save }));
    expect(within(panel).getByText(FAMILY_TEXTS.nameTooLong)).toBeInTheDocument();
    expect(within(panel).getByRole('alert').textContent).toBe('Please correct the errors below');
    await user.clear(within(panel).getByLabelText('First name'));
    await user.type(within(panel).getByLabelText('First name'), 'Noah');
    await user.type(within(panel).getByLabelText(FAMILY_TEXTS.fullTimeEducationEndDate), '2037-07-31');
    await user.click(within(panel).getByRole('button', { name: FAMILY_TEXTS.save }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies['family-add']).toEqual([
      {
        title: 'Mr',
        firstName: 'Noah',
        surname: 'Fielding',
        dateOfBirth: '',
        gender: 2,
        relationship: 'dependant',
        fullTimeEdu: true,
        fullTimeEducationEndDate: '2037-07-31',
        registeredDisabled: false,
      },
    ]);
    expect(await screen.findByText('Mr Noah Fielding')).toBeInTheDocument();
    expect(screen.getByText(/Full-time education ends 31 July 2037/)).toBeInTheDocument();
    // Benefits need a refresh: the cached list is gone, so the next visit asks the server again.
    expect(queryClient.getQueryData([...BENEFITS_QUERY_KEY, 'overview'])).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Edit Noah Fielding' }));
    panel = await screen.findByRole('dialog', { name: FAMILY_TEXTS.editTitle });
    const surname = within(panel).getByLabelText('Surname');
    await user.clear(surname);
    await user.type(surname, 'Fielding-Hart');
    await user.click(within(panel).getByRole('button', { name: FAMILY_TEXTS.save }));
    expect(await screen.findByText('Mr Noah Fielding-Hart')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Noah Fielding-Hart' }));
    const confirm = await screen.findByRole('dialog', { name: FAMILY_TEXTS.removeConfirm });
    await user.click(within(confirm).getByRole('button', { name: FAMILY_TEXTS.remove }));
    await waitFor(() => expect(screen.queryByText('Mr Noah Fielding-Hart')).not.toBeInTheDocument());
    expect(await screen.findByText(FAMILY_TEXTS.removed)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: FAMILY_TEXTS.heading })).getAllByTestId('family-member'),
    ).toHaveLength(1);
  });
});

describe('my profile: life events', () => {
  it("shows spec 8's message when adding fails upstream, keeping what was chosen", async () => {
    const { bodies } = stubProfile({
      'POST /api/life-events': ({ body }) => {
        bodies['life-event'] = [...(bodies['life-event'] ?? []), body];
        return apiError(502, LIFE_EVENT_TEXTS.addFailed, 'life_event_add_failed');
      },
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: LIFE_EVENT_TEXTS.add }));
    const panel = await screen.findByRole('dialog', { name: LIFE_EVENT_TEXTS.panelTitle });
    await user.selectOptions(
      within(panel).getByLabelText(LIFE_EVENT_TEXTS.event),
      'Birth or adoption of a child',
    );
    await user.type(within(panel).getByLabelText(LIFE_EVENT_TEXTS.date), '2026-10-03');
    await user.click(within(panel).getByRole('button', { name: LIFE_EVENT_TEXTS.submit }));

    expect(await within(panel).findByText(LIFE_EVENT_TEXTS.addFailed)).toBeInTheDocument();
    expect((within(panel).getByLabelText(LIFE_EVENT_TEXTS.event) as HTMLSelectElement).value).toBe('7102');
    expect((within(panel).getByLabelText(LIFE_EVENT_TEXTS.date) as HTMLInputElement).value).toBe(
      '2026-10-03',
    );
    expect(bodies['life-event']).toEqual([{ lifeEventId: 7102, eventDate: '2026-10-03' }]);
  });

  it('asks for the event and date, then adds it and refreshes the benefits', async () => {
    stubProfile();
    const { user, queryClient } = renderProfile();
    queryClient.setQueryData([...BENEFITS_QUERY_KEY, 'overview'], { benefits: ['cached'] });
    await user.click(await screen.findByRole('button', { name: LIFE_EVENT_TEXTS.add }));
    const panel = await screen.findByRole('dialog', { name: LIFE_EVENT_TEXTS.panelTitle });
    await user.click(within(panel).getByRole('button', { name: LIFE_EVENT_TEXTS.submit }));
    expect(within(panel).getByText(LIFE_EVENT_TEXTS.eventRequired)).toBeInTheDocument();
    expect(within(panel).getByText(LIFE_EVENT_TEXTS.dateRequired)).toBeInTheDocument();

    await user.selectOptions(within(panel).getByLabelText(LIFE_EVENT_TEXTS.event), '7102');
    await user.type(within(panel).getByLabelText(LIFE_EVENT_TEXTS.date), '2026-10-03');
    await user.click(within(panel).getByRole('button', { name: LIFE_EVENT_TEXTS.submit }));
    expect(await screen.findByText(LIFE_EVENT_TEXTS.added)).toBeInTheDocument();
    expect(queryClient.getQueryData([...BENEFITS_QUERY_KEY, 'overview'])).toBeUndefined();
  });
});
