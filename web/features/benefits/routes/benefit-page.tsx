import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { css } from 'styled-system/css';
import type { BenefitPage, Selection } from '#contract/benefits';
import { CLAIM_TEXTS } from '#contract/claim-rules';
import { hrefOf, PATHS } from '#contract/page-paths';
import { formatCalendarDate } from '#web/lib/en-gb-format.ts';
import { type MessageText, textOf } from '#web/lib/message-text.ts';
import { formatAmount } from '#web/lib/money.ts';
import { onDemand, useOnDemand } from '#web/lib/on-demand.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { pathId } from '#web/lib/path-id.ts';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { Alert } from '#web/ui/alert.tsx';
import { BenefitIcon } from '#web/ui/benefit-icon.tsx';
import { Button, ButtonLink } from '#web/ui/button.tsx';
import { CardValueDetails } from '#web/ui/card-value-details.tsx';
import { CmsHtml } from '#web/ui/cms-html.tsx';
import { PageData } from '#web/ui/page-data-marker.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { TaxFlagIcons } from '#web/ui/tax-flag-icons.tsx';
import { benefitIconSrc } from '../api/benefit-icons';
import { benefitPageCall, useBenefitPage } from '../api/benefits';
import { claimsCall } from '../api/claims';
import { BenefitCard } from '../components/benefit-card';
import { BACK_TO_BENEFITS, BenefitLoadError } from '../components/benefit-load-error';
import {
  cardGridClass,
  mutedTextClass,
  sectionHeadingClass,
  statusBadgeClass,
} from '../components/benefit-styles';
import { ClaimList } from '../components/claim-list';
import { OPT_OUT_TEXTS, OptOutPanel, RESET_TEXTS, WITHDRAW_TEXTS } from '../components/opt-out-panel';
import { MonthlyCostSection, SelectionCover } from '../components/selection-details';
import { STATEMENT_TEXTS, StatementPanel } from '../components/statement-panel';
import { TemporarySelectionSummary } from '../components/temporary-selection';

// The claim form (react-hook-form, the claim schema, the upload) loads when first opened, not with
// the page (docs/decisions/059).
const makeAClaimPanel = onDemand(() => import('../components/make-a-claim-panel'));

/** The product page's texts, each a message read in the page's language where it is shown. */
export const BENEFIT_PAGE_TEXTS = {
  choose: msg`Choose this benefit`,
  manage: msg`Manage`,
  faqs: msg`Frequently asked questions`,
  related: msg`Related benefits`,
  optedOut: msg`You have opted out of this benefit.`,
  freeCover: (cap: number) => {
    const amount = formatAmount(cap);
    return msg`Cover up to £${amount} is free: your employer pays for it.`;
  },
} as const;

// The benefit's summary leads the page: what it is, read first, and the largest text on a phone's
// first screen (its largest paint, which the bench holds to being the page's data).
const leadClass = css({ fontSize: 'lg', lineHeight: '1.5' });
const headerClass = css({ display: 'flex', alignItems: 'center', gap: '4', color: 'brand.primary.ink' });
const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });
const faqClass = css({
  borderBottomWidth: '1px',
  borderColor: 'border',
  paddingBlock: '3',
  '& summary': { cursor: 'pointer', fontWeight: '600' },
});

/** A live or awaiting selection is the person's current one: it is managed or opted out of. */
function isCurrentSelection(selection: Selection | null): selection is Selection {
  return selection !== null && (selection.status === 'live' || selection.status === 'awaiting-approval');
}

/**
 * The selection's status, what it is and costs, and the call to action it offers (spec 3,
 * Selection; decision 074). An ended selection says what it was; the costs are then the benefit's,
 * what choosing it again would cost.
 */
function SelectionSummary({ page, selection }: { page: BenefitPage; selection: Selection | null }) {
  const { t } = useLingui();
  const { benefit } = page;
  const active = isCurrentSelection(selection);
  const setupPath = hrefOf(PATHS.benefitSetup, { benefitId: benefit.id });
  const changeFrom = active ? selection.temporarySelection?.effectiveFrom : undefined;
  return (
    <>
      {selection ? <span className={statusBadgeClass}>{selection.statusLabel}</span> : null}
      {selection ? <SelectionCover selection={selection} valueLabel={benefit.valueLabel} /> : null}
      {active ? (
        <MonthlyCostSection
          costs={selection.costsSummaryForMonthlyCostSection}
          status={selection.fieldStatus.monthlyCost}
          changeDay={changeFrom ? formatCalendarDate(changeFrom) : null}
        />
      ) : (
        <MonthlyCostSection
          costs={{ employee: benefit.monthlyCost, employer: benefit.employerMonthlyCost, total: null }}
        />
      )}
      {benefit.freeCoverCap !== null ? <p>{t(BENEFIT_PAGE_TEXTS.freeCover(benefit.freeCoverCap))}</p> : null}
      {!selection ? (
        <div className={actionsClass}>
          <ButtonLink to={setupPath} variant="primary">
            {t(BENEFIT_PAGE_TEXTS.choose)}
          </ButtonLink>
        </div>
      ) : selection.cta.type === 'reapply' ? (
        <div className={actionsClass}>
          <ButtonLink to={setupPath} variant="primary">
            {selection.cta.label}
          </ButtonLink>
        </div>
      ) : null}
    </>
  );
}

/** The side panels this page opens, by their spec 2.16 types. */
type PanelType = 'opt-out' | 'withdraw' | 'reset' | 'statement' | 'make-a-claim';

/**
 * /app/my-benefits/:id (spec section 2.2): the product page, with its selection, the way to choose,
 * manage, reapply or opt out, related FAQs and related benefits. A missing benefit shows the
 * missing-benefit text (spec 2.15).
 */
export function Component() {
  const { t, i18n } = useLingui();
  const benefitId = Number(useParams().benefitId);
  const page = useBenefitPage(benefitId);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(page.data?.benefit.id);
  // One side panel at a time (spec 2.16): which one is mounted, and whether it is open or sliding out.
  const [panel, setPanel] = useState<PanelType | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const openPanel = (type: PanelType) => {
    setMessage(null);
    setPanel(type);
    setPanelOpen(true);
  };
  const closePanel = () => setPanelOpen(false);
  const claimPanelLoader = useOnDemand(makeAClaimPanel);
  // A message of this page's, or the contract's text (a claim sent): shown in the page's language.
  const [message, setMessage] = useState<MessageText | null>(null);
  const faqsId = useId();
  const relatedId = useId();

  if (!Number.isInteger(benefitId) || benefitId <= 0 || page.isError) {
    return <BenefitLoadError error={page.error} />;
  }
  if (!page.data) {
    return <div className={pageFrameClass} aria-busy="true" data-testid="page-loading" />;
  }
  const { benefit, selection, faqs, related, cardValue } = page.data;
  const { providerName } = benefit;
  const active = isCurrentSelection(selection);
  // Claims are made against cover that is in force: a live selection, not one still awaiting approval.
  const live = selection?.status === 'live';

  return (
    <div className={pageFrameClass}>
      <div className={headerClass}>
        <BenefitIcon name={benefit.icon} src={benefitIconSrc(benefit)} size={48} />
        <PageHeading ref={headingRef}>{benefit.name}</PageHeading>
      </div>
      {message ? (
        <Alert variant="success" tabIndex={-1}>
          {textOf(i18n, message)}
        </Alert>
      ) : null}
      <PageData>
        <p className={leadClass}>{benefit.summary}</p>
        {providerName ? (
          <p className={mutedTextClass}>
            <Trans>Provided by {providerName}</Trans>
          </p>
        ) : null}
        <TaxFlagIcons flags={benefit.taxFlags} labelled />
      </PageData>
      <SelectionSummary page={page.data} selection={selection} />
      {live && selection?.temporarySelection ? (
        <TemporarySelectionSummary temporary={selection.temporarySelection} valueLabel={benefit.valueLabel} />
      ) : null}
      {active ? (
        <div className={actionsClass}>
          {selection.cta.type === 'manage' ? (
            <ButtonLink to={hrefOf(PATHS.benefitManage, { benefitId: benefit.id })} variant="primary">
              {selection.cta.label || t(BENEFIT_PAGE_TEXTS.manage)}
            </ButtonLink>
          ) : null}
          {live && selection?.temporarySelection ? (
            <Button variant="secondary" onClick={() => openPanel('reset')}>
              {t(RESET_TEXTS.open)}
            </Button>
          ) : null}
          {live ? (
            <Button
              variant="secondary"
              {...claimPanelLoader.preloadProps}
              onClick={() => claimPanelLoader.whenLoaded(() => openPanel('make-a-claim'))}
            >
              {CLAIM_TEXTS.open}
            </Button>
          ) : null}
          {selection.status === 'awaiting-approval' ? (
            <Button variant="secondary" onClick={() => openPanel('withdraw')}>
              {t(WITHDRAW_TEXTS.open)}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => openPanel('opt-out')}>
              {t(OPT_OUT_TEXTS.open)}
            </Button>
          )}
        </div>
      ) : null}
      {live ? <ClaimList benefitId={benefit.id} /> : null}
      {benefit.hasStatements ? (
        <div>
          <Button variant="secondary" onClick={() => openPanel('statement')}>
            {t(STATEMENT_TEXTS.open)}
          </Button>
        </div>
      ) : null}
      {/* The voucher benefit's card-value data comes with its page (decision 042). */}
      {cardValue ? <CardValueDetails cardValue={cardValue} /> : null}
      <PageData>
        <CmsHtml html={benefit.description} />
      </PageData>
      {faqs.length > 0 ? (
        <section aria-labelledby={faqsId}>
          <h2 id={faqsId} className={sectionHeadingClass}>
            {t(BENEFIT_PAGE_TEXTS.faqs)}
          </h2>
          <PageData>
            {faqs.map((faq) => (
              <details key={faq.question} className={faqClass}>
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
          </PageData>
        </section>
      ) : null}
      {related.length > 0 ? (
        <section
          aria-labelledby={relatedId}
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <h2 id={relatedId} className={sectionHeadingClass}>
            {t(BENEFIT_PAGE_TEXTS.related)}
          </h2>
          <PageData>
            <ul className={cardGridClass}>
              {related.map((item) => (
                <li key={item.id}>
                  <BenefitCard benefit={item} />
                </li>
              ))}
            </ul>
          </PageData>
        </section>
      ) : null}
      <div>
        <ButtonLink to={PATHS.myBenefits} variant="ghost">
          {t(BACK_TO_BENEFITS)}
        </ButtonLink>
      </div>
      {(panel === 'opt-out' || panel === 'withdraw' || panel === 'reset') && selection ? (
        <OptOutPanel
          kind={panel}
          open={panelOpen}
          onClose={closePanel}
          onClosed={() => setPanel(null)}
          benefitName={benefit.name}
          selectionId={selection.id}
          onDone={() => {
            closePanel();
            setMessage(
              panel === 'withdraw'
                ? WITHDRAW_TEXTS.done
                : panel === 'reset'
                  ? RESET_TEXTS.done
                  : BENEFIT_PAGE_TEXTS.optedOut,
            );
          }}
        />
      ) : null}
      {panel === 'make-a-claim' && claimPanelLoader.module ? (
        <claimPanelLoader.module.MakeAClaimPanel
          open={panelOpen}
          onClose={closePanel}
          onClosed={() => setPanel(null)}
          benefitId={benefit.id}
          onDone={() => {
            closePanel();
            setMessage(CLAIM_TEXTS.sent);
          }}
        />
      ) : null}
      {panel === 'statement' ? (
        <StatementPanel
          open={panelOpen}
          onClose={closePanel}
          onClosed={() => setPanel(null)}
          groupCode={benefit.groupCode}
        />
      ) : null}
    </div>
  );
}

/**
 * The calls its first render shows, which its route's loader starts (web/app/router.tsx).
 * Claims show under live cover, above the description: read with the page so nothing moves.
 */
export const pageCalls: PageCallsFor = ({ params }) => {
  const id = pathId(params.benefitId);
  return id === null ? [] : [benefitPageCall(id), claimsCall(id)];
};
