import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import type { AccountActivityEntry } from '#contract/account-activity';
import {
  ACTIVITY_PAGE_PARAM,
  describeChange,
  describeUserAgent,
  ACCOUNT_ACTIVITY_TEXTS as TEXTS,
} from '#contract/account-activity-rules';
import { PATHS } from '#contract/page-paths';
import { errorLinesOf } from '#web/lib/api-error-lines.ts';
import { formatShortDateTime } from '#web/lib/en-gb-format.ts';
import { loadDocument } from '#web/lib/load-document.ts';
import { clearStoredData } from '#web/lib/local-data.ts';
import { useSession } from '#web/lib/session.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog } from '#web/ui/dialog.tsx';
import { ErrorLinesAlert } from '#web/ui/error-lines-alert.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { pageDataAttributes } from '#web/ui/page-data-marker.tsx';
import { activityPageOf, useAccountActivity, useSignOutEverywhere } from '../api/account-activity';
import { AccountHolderOnly } from './account-holder-only';
import { mutedClass, sectionClass, sectionHeadingClass } from './profile-section';

/**
 * "Account activity" in My profile (issue 32, decisions 055 and 056): the person's sign-ins (when,
 * how, which device), every session in which someone acted as them (who, their role, why, whether
 * they could change anything, each change), newest first, a page at a time with the page in the
 * URL; and "Sign out everywhere", confirmed first, which ends every session of the person and
 * leaves this page as logout does. Someone acting as the person sees the activity, and in place of
 * the button why it is not theirs to press (decision 065).
 */
export function AccountActivitySection() {
  const [params, setParams] = useSearchParams();
  const page = activityPageOf(params);
  const activity = useAccountActivity(page);
  const session = useSession();

  const goTo = (next: number) => {
    const query = new URLSearchParams(params);
    if (next === 1) query.delete(ACTIVITY_PAGE_PARAM);
    else query.set(ACTIVITY_PAGE_PARAM, String(next));
    setParams(query, { preventScrollReset: true });
  };

  return (
    <section aria-labelledby="profile-account-activity" className={sectionClass}>
      <h2 id="profile-account-activity" className={sectionHeadingClass}>
        {TEXTS.heading}
      </h2>
      <p className={mutedClass}>{TEXTS.intro}</p>
      {activity.isPending ? (
        <p role="status" className={mutedClass}>
          {TEXTS.loading}
        </p>
      ) : activity.isError ? (
        <LoadError message={TEXTS.loadFailed} {...queryRetry(activity)} />
      ) : activity.data.entries.length === 0 && activity.data.page === 1 ? (
        <p className={mutedClass} {...pageDataAttributes}>
          {TEXTS.empty}
        </p>
      ) : (
        <>
          <ol
            className={listClass}
            aria-label={TEXTS.listLabel}
            aria-busy={activity.isPlaceholderData}
            data-testid="account-activity"
            {...pageDataAttributes}
          >
            {activity.data.entries.map((entry) => (
              <li key={entry.id} className={itemClass} data-testid="account-activity-entry">
                <ActivityEntry entry={entry} />
              </li>
            ))}
          </ol>
          {activity.data.lastPage > 1 ? (
            <nav aria-label={TEXTS.pagerLabel} className={pagerClass}>
              <Button
                variant="secondary"
                disabled={activity.data.page <= 1 || activity.isPlaceholderData}
                onClick={() => goTo(activity.data.page - 1)}
              >
                {TEXTS.previous}
              </Button>
              <p aria-live="polite" className={mutedClass}>
                {TEXTS.pageOf(activity.data.page, activity.data.lastPage)}
              </p>
              <Button
                variant="secondary"
                disabled={activity.data.page >= activity.data.lastPage || activity.isPlaceholderData}
                onClick={() => goTo(activity.data.page + 1)}
              >
                {TEXTS.next}
              </Button>
            </nav>
          ) : null}
        </>
      )}
      {session?.masquerade ? <AccountHolderOnly /> : <SignOutEverywhere />}
    </section>
  );
}

function ActivityEntry({ entry }: { entry: AccountActivityEntry }) {
  if (entry.type === 'acted-as') {
    return (
      <>
        <p className={titleRowClass}>
          <span className={titleClass}>{TEXTS.actedAs(entry.actor.name, entry.actor.role)}</span>
          <When iso={entry.occurredAt} />
        </p>
        <p>
          <span className={labelClass}>{TEXTS.reason}: </span>
          {entry.reason}
        </p>
        <p>{entry.readOnly ? TEXTS.readOnly : TEXTS.mayChange}</p>
        <p className={mutedClass}>
          {entry.endedAt ? (
            <>
              {TEXTS.ended} <When iso={entry.endedAt} />
            </>
          ) : (
            TEXTS.stillOpen
          )}
        </p>
        {entry.changes.length === 0 ? (
          <p className={mutedClass}>{TEXTS.noChanges}</p>
        ) : (
          <div>
            <p className={labelClass}>{TEXTS.changesHeading}</p>
            <ul className={changesClass}>
              {entry.changes.map((change, index) => (
                // The same change may be made twice at one instant: the order tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
                <li key={index}>
                  {describeChange(change.action)} <When iso={change.occurredAt} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </>
    );
  }
  const title =
    entry.type === 'signed-in'
      ? entry.method
        ? `${TEXTS.signedIn} ${TEXTS.method(entry.method)}`
        : TEXTS.signedIn
      : entry.type === 'signed-out-everywhere'
        ? TEXTS.signedOutEverywhere
        : entry.type === 'password-changed'
          ? TEXTS.passwordChanged
          : TEXTS.dataDownloaded;
  const browser = describeUserAgent(entry.device.userAgent);
  const device = [browser, entry.device.id].filter(Boolean).join(' · ');
  return (
    <>
      <p className={titleRowClass}>
        <span className={titleClass}>{title}</span>
        <When iso={entry.occurredAt} />
      </p>
      <p className={mutedClass}>
        <span className={labelClass}>{TEXTS.device}: </span>
        {device || TEXTS.unknownDevice}
      </p>
    </>
  );
}

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className={mutedClass}>
      {formatShortDateTime(new Date(iso), 'uk')}
    </time>
  );
}

/** The button, its confirmation, and where the page goes once every session has ended. */
function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutEverywhere();
  const pending = signOut.isPending || signOut.isSuccess;

  const confirm = () => {
    if (pending) return;
    signOut.mutate(undefined, {
      onSuccess: ({ redirectUrl }) => {
        // This session has ended with the others. Both ways out are full page loads, which drop
        // every cached answer; the stored entries go now, as at logout. The session stays cached
        // while the page unloads: forgetting it would let the session guard send the page to /
        // first (as decision 047 found for a 401).
        clearStoredData();
        loadDocument(redirectUrl ?? PATHS.logoutSuccess, { replace: true });
      },
    });
  };

  return (
    <div className={signOutClass}>
      <h3 className={subHeadingClass}>{TEXTS.signOutEverywhere}</h3>
      <p className={mutedClass}>{TEXTS.signOutEverywhereIntro}</p>
      <div>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => {
            signOut.reset();
            setAsking(true);
          }}
        >
          {TEXTS.signOutEverywhere}
        </Button>
      </div>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        closeLabel={null}
        closeOnEscape={!pending}
        closeOnOverlayClick={!pending}
        title={TEXTS.confirmTitle}
      >
        <div className={dialogBodyClass}>
          <p>{TEXTS.confirmText}</p>
          {signOut.isError ? (
            <ErrorLinesAlert lines={errorLinesOf(signOut.error, TEXTS.signOutFailed)} />
          ) : null}
          <div className={actionsClass}>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={pending}>
              {TEXTS.cancel}
            </Button>
            <Button onClick={confirm} disabled={pending}>
              {pending ? TEXTS.signingOut : TEXTS.confirm}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

const listClass = css({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  padding: '0',
  margin: '0',
  '&[aria-busy=true]': { opacity: '0.6' },
});

const itemClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  paddingBlock: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border',
  color: 'fg',
});

const titleRowClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '3',
});

const titleClass = css({ fontWeight: '600', color: 'fg' });

const labelClass = css({ fontWeight: '600' });

const changesClass = css({ listStyle: 'disc', paddingInlineStart: '5', margin: '0' });

const pagerClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});

const signOutClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  paddingTop: '4',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border',
});

const subHeadingClass = css({ fontSize: 'lg', fontWeight: '700', color: 'fg' });

const dialogBodyClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });

const actionsClass = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3' });
