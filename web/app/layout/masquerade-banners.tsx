import { css } from 'styled-system/css';
import { ACT_AS_LINK_TEXTS } from '#contract/act-as-link-rules';
import { ACT_AS_TEXTS } from '#contract/act-as-texts';
import type { SessionSummary } from '#contract/session';
import { formatShortDateTime } from '#web/lib/en-gb-format.ts';

/** Spec 2.3 and docs/decisions/010: the two banners of a session someone else is acting in. */
export const MASQUERADE_TEXTS = {
  regionLabel: 'Masquerade session',
  masqueradingAs: 'You are masquerading as',
  schemeYear: 'Scheme year',
  viewAsRegionLabel: 'Viewing as',
  viewingAs: 'You are currently viewing the site as',
  forSchemeYear: 'for the scheme year',
} as const;

type Masquerade = NonNullable<SessionSummary['masquerade']>;

/** Which kind of session it is (decision 053): one that may only look, or one that may change things. */
function SessionKind({ readOnly }: { readOnly: boolean }) {
  return (
    <p>
      <strong>{readOnly ? ACT_AS_TEXTS.readOnlyBanner : ACT_AS_TEXTS.changesAllowedBanner}</strong>
    </p>
  );
}

/**
 * When the session ends, however active (decision 063), on the UK's clock: the same words on the
 * server and at hydration, whatever the viewer's clock.
 */
function SessionEnd({ endsAt }: { endsAt: string | undefined }) {
  if (!endsAt) return null;
  const end = new Date(endsAt);
  if (Number.isNaN(end.getTime())) return null;
  return <p>{ACT_AS_LINK_TEXTS.endsAt(formatShortDateTime(end, 'uk'))}</p>;
}

function MasqueradeBannerContent({ masquerade }: { masquerade: Masquerade }) {
  return (
    <div className={innerClass}>
      <p>
        {MASQUERADE_TEXTS.masqueradingAs} <strong>{masquerade.name}</strong>
      </p>
      <p>
        {MASQUERADE_TEXTS.schemeYear} <strong>{masquerade.schemeYear}</strong>
      </p>
      <SessionKind readOnly={masquerade.readOnly} />
      <SessionEnd endsAt={masquerade.endsAt} />
    </div>
  );
}

/**
 * Support staff acting as someone (spec 2.3, masquerade bottom banner): the name and scheme year,
 * fixed at the foot of the screen. An invisible copy in the page flow keeps as much room free
 * below the footer, so the banner never covers the end of the page, whatever its height.
 */
export function MasqueradeBanner({ masquerade }: { masquerade: Masquerade }) {
  return (
    <>
      <div aria-hidden="true" className={spacerClass} data-testid="masquerade-banner-spacer">
        <MasqueradeBannerContent masquerade={masquerade} />
      </div>
      <section aria-label={MASQUERADE_TEXTS.regionLabel} className={bottomBannerClass}>
        <MasqueradeBannerContent masquerade={masquerade} />
      </section>
    </>
  );
}

/**
 * An employer administrator looking at the portal as one of their employees through a magic link
 * (spec 2.3, view-as banner): 'You are currently viewing the site as' the role 'for the scheme
 * year' the year, above the header, and which kind of session it is.
 */
export function ViewAsBanner({
  role,
  schemeYear,
  readOnly,
  endsAt,
}: {
  role: string;
  schemeYear: number;
  readOnly: boolean;
  endsAt?: string;
}) {
  return (
    <section aria-label={MASQUERADE_TEXTS.viewAsRegionLabel} className={topBannerClass}>
      <div className={innerClass}>
        <p>{`${MASQUERADE_TEXTS.viewingAs} ${role} ${MASQUERADE_TEXTS.forSchemeYear} ${schemeYear}`}</p>
        <SessionKind readOnly={readOnly} />
        <SessionEnd endsAt={endsAt} />
      </div>
    </section>
  );
}

const innerClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '6',
  rowGap: '1',
  justifyContent: 'center',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: '4',
  paddingBlock: '3',
  textAlign: 'center',
  fontSize: 'md',
  lineHeight: '1.4',
});

const bottomBannerClass = css({
  position: 'fixed',
  insetInline: '0',
  bottom: '0',
  // Over the page and the cookie banner (5), under the mobile menu (900) and dialogs.
  zIndex: 50,
  bg: 'fg',
  color: 'fg.onDark',
  boxShadow: 'lg',
  borderTopWidth: '3px',
  borderTopStyle: 'solid',
  borderTopColor: 'brand.secondary',
});

const spacerClass = css({ visibility: 'hidden', borderTopWidth: '3px', borderTopStyle: 'solid' });

const topBannerClass = css({
  bg: 'brand.secondary',
  color: 'brand.onSecondary',
  fontWeight: '500',
});
