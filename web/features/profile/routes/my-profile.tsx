import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { CHANGE_PASSWORD_TEXTS } from '#contract/profile-rules';
import { errorLinesOf } from '#web/lib/api-error-lines.ts';
import { codeOnIntent } from '#web/lib/code-on-intent.tsx';
import { onDemand, useOnDemand } from '#web/lib/on-demand.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { DataSummary } from '#web/ui/data-summary.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { ACCOUNT_ACTIVITY_QUERY_KEY, accountActivityCall, activityPageOf } from '../api/account-activity';
import { FAMILY_CALL } from '../api/family';
import { LIFE_EVENTS_CALL } from '../api/life-events';
import { PROFILE_DETAILS_CALL, useProfileDetails } from '../api/profile-details';
import { TWO_FACTOR_STATUS_CALL, useStartEnrolment, useTwoFactorStatus } from '../api/two-factor';
import { AccountActivitySection } from '../components/account-activity-section';
import { AccountHolderOnly, useActingAs } from '../components/account-holder-only';
import { FamilySection } from '../components/family-section';
import { LifeEventsSection } from '../components/life-events-section';
import { MyDataSection } from '../components/my-data-section';
import { PanelBody } from '../components/panel-parts';
import { mutedClass, sectionClass, sectionHeadingClass } from '../components/profile-section';
import { PROFILE_TEXTS, type TwoFactorPanelType } from '../components/profile-texts';
import type { EnrolmentState } from '../components/two-fa-qr-panel';

/** The contact details form's code (react-hook-form, zod) loads when a person starts to use it (decisions 072, 084). */
const ContactDetailsForm = codeOnIntent(
  async () => (await import('../components/contact-details-form')).ContactDetailsForm,
);

// The page's panels load when first opened (docs/decisions/059).
const changePasswordPanel = onDemand(() => import('../components/change-password-panel'));
const twoFaQrPanel = onDemand(() => import('../components/two-fa-qr-panel'));
const twoFaCodePanel = onDemand(() => import('../components/two-fa-code-panel'));
const twoFaDisablePanel = onDemand(() => import('../components/two-fa-disable-panel'));

const PANEL_TITLES: Record<TwoFactorPanelType, MessageDescriptor> = {
  'two-fa-qr': PROFILE_TEXTS.enable,
  'two-fa-code': PROFILE_TEXTS.enable,
  'two-fa-disable': PROFILE_TEXTS.disable,
};

/**
 * /app/home/my-profile/ (spec sections 2.2, 2.3, 2.16): the person's details with their editable
 * phone and address, the change-password panel, their two-factor setting (switched on through the
 * two-fa-qr and two-fa-code panels and off through the two-fa-disable panel, with a reason; once
 * such a panel has slid out a success message takes focus), their family members (the
 * add-family-member panel) and life events (the add-life-event panel), and their account activity
 * with "Sign out everywhere" (decisions 055, 056).
 */
export function Component() {
  const { t } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const status = useTwoFactorStatus();
  const enrolment = useStartEnrolment();
  // Someone acting as the person: what only they may do is said to be theirs, not offered (decision 065).
  const actingAs = useActingAs();
  const details = useProfileDetails();
  const passwordPanelLoader = useOnDemand(changePasswordPanel);
  const qrPanelLoader = useOnDemand(twoFaQrPanel);
  const codePanelLoader = useOnDemand(twoFaCodePanel);
  const disablePanelLoader = useOnDemand(twoFaDisablePanel);
  const [passwordPanel, setPasswordPanel] = useState<{ round: number; open: boolean } | null>(null);
  // Shown once the panel has closed: the password changed and every other session ended.
  const passwordChanged = useRef(false);
  const [passwordMessage, setPasswordMessage] = useState<string | null>(null);
  const passwordMessageRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const [panel, setPanel] = useState<TwoFactorPanelType | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  // The success message waits for the panel's close animation, then is shown.
  const pendingMessage = useRef<MessageDescriptor | null>(null);
  const [message, setMessage] = useState<MessageDescriptor | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  useEffect(() => {
    if (passwordMessage) passwordMessageRef.current?.focus();
  }, [passwordMessage]);

  const openPanel = (type: TwoFactorPanelType) => {
    setMessage(null);
    pendingMessage.current = null;
    setPanel(type);
    setPanelOpen(true);
  };

  const startEnable = () => {
    // The code step follows the QR step, so its code loads while the person scans.
    codePanelLoader.preload();
    qrPanelLoader.whenLoaded(() => {
      openPanel('two-fa-qr');
      enrolment.reset();
      enrolment.mutate();
    });
  };

  const succeed = (text: MessageDescriptor) => {
    pendingMessage.current = text;
    setPanelOpen(false);
  };

  // The optional close callback of spec 2.16, then the success handler.
  const onPanelClosed = () => {
    setPanel(null);
    enrolment.reset();
    if (pendingMessage.current) {
      setMessage(pendingMessage.current);
      pendingMessage.current = null;
    }
  };

  const enrolmentState: EnrolmentState = enrolment.isSuccess
    ? { status: 'ready', enrolment: enrolment.data }
    : enrolment.isError
      ? { status: 'error', lines: errorLinesOf(enrolment.error, t(PROFILE_TEXTS.somethingWrong)) }
      : { status: 'pending' };

  return (
    <div className={pageClass}>
      <PageHeading ref={headingRef}>{t(PROFILE_TEXTS.heading)}</PageHeading>

      <section aria-labelledby="profile-personal-details" className={sectionClass}>
        <h2 id="profile-personal-details" className={sectionHeadingClass}>
          {t(PROFILE_TEXTS.personalDetails)}
        </h2>
        {/* Who the page is about, from the details call (decision 034). */}
        {details.data ? <DataSummary>{t(PROFILE_TEXTS.whoYouAre(details.data))}</DataSummary> : null}
        <h3 className={subHeadingClass}>{t(PROFILE_TEXTS.contactHeading)}</h3>
        {details.isPending ? (
          <p role="status" className={mutedClass}>
            {t(PROFILE_TEXTS.detailsLoading)}
          </p>
        ) : details.isError ? (
          <LoadError message={t(PROFILE_TEXTS.detailsFailed)} {...queryRetry(details)} />
        ) : (
          <ContactDetailsForm details={details.data} />
        )}
      </section>

      <section aria-labelledby="profile-password" className={sectionClass}>
        <h2 id="profile-password" className={sectionHeadingClass}>
          {t(PROFILE_TEXTS.passwordHeading)}
        </h2>
        {passwordMessage ? (
          <Alert ref={passwordMessageRef} tabIndex={-1} variant="success">
            <p>{passwordMessage}</p>
          </Alert>
        ) : null}
        <p className={mutedClass}>{t(PROFILE_TEXTS.passwordIntro)}</p>
        {actingAs ? (
          <AccountHolderOnly />
        ) : (
          <div>
            <Button
              aria-haspopup="dialog"
              {...passwordPanelLoader.preloadProps}
              onClick={() =>
                passwordPanelLoader.whenLoaded(() => {
                  setPasswordMessage(null);
                  setPasswordPanel((current) => ({ round: (current?.round ?? 0) + 1, open: true }));
                })
              }
            >
              {CHANGE_PASSWORD_TEXTS.open}
            </Button>
          </div>
        )}
        {passwordPanel && passwordPanelLoader.module ? (
          <passwordPanelLoader.module.ChangePasswordPanel
            key={passwordPanel.round}
            open={passwordPanel.open}
            onClose={() => setPasswordPanel((current) => current && { ...current, open: false })}
            onChanged={() => {
              passwordChanged.current = true;
              setPasswordPanel((current) => current && { ...current, open: false });
            }}
            onClosed={() => {
              setPasswordPanel(null);
              if (!passwordChanged.current) return;
              passwordChanged.current = false;
              setPasswordMessage(CHANGE_PASSWORD_TEXTS.changed);
              // The activity now starts with the change.
              void queryClient.invalidateQueries({ queryKey: ACCOUNT_ACTIVITY_QUERY_KEY });
            }}
          />
        ) : null}
      </section>

      <section aria-labelledby="profile-two-factor" className={sectionClass}>
        <h2 id="profile-two-factor" className={sectionHeadingClass}>
          {t(PROFILE_TEXTS.twoFactorHeading)}
        </h2>
        {message ? (
          <Alert ref={messageRef} tabIndex={-1} variant="success">
            <p>{t(message)}</p>
          </Alert>
        ) : null}
        <p className={mutedClass}>{t(PROFILE_TEXTS.twoFactorIntro)}</p>
        {status.isPending ? (
          <p role="status" className={mutedClass}>
            {t(PROFILE_TEXTS.statusLoading)}
          </p>
        ) : status.isError ? (
          <LoadError message={t(PROFILE_TEXTS.statusFailed)} {...queryRetry(status)} />
        ) : (
          <>
            <p className={statusLineClass} data-testid="two-factor-status">
              {t(status.data.enabled ? PROFILE_TEXTS.statusOn : PROFILE_TEXTS.statusOff)}
              {status.data.enforced ? ` ${t(PROFILE_TEXTS.enforced)}` : ''}
            </p>
            {actingAs ? (
              <AccountHolderOnly />
            ) : (
              <div>
                {status.data.enabled ? (
                  <Button
                    variant="secondary"
                    aria-haspopup="dialog"
                    {...disablePanelLoader.preloadProps}
                    onClick={() => disablePanelLoader.whenLoaded(() => openPanel('two-fa-disable'))}
                  >
                    {t(PROFILE_TEXTS.disable)}
                  </Button>
                ) : (
                  <Button aria-haspopup="dialog" {...qrPanelLoader.preloadProps} onClick={startEnable}>
                    {t(PROFILE_TEXTS.enable)}
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </section>

      <FamilySection />

      <LifeEventsSection />

      <AccountActivitySection />

      <MyDataSection />

      <SidePanel
        open={panelOpen && panel !== null}
        onClose={() => setPanelOpen(false)}
        onClosed={onPanelClosed}
        title={panel ? t(PANEL_TITLES[panel]) : ''}
      >
        <PanelBody>
          {panel === 'two-fa-qr' && qrPanelLoader.module ? (
            <qrPanelLoader.module.TwoFaQrPanel
              state={enrolmentState}
              onRetry={() => enrolment.mutate()}
              onEnterCode={() => codePanelLoader.whenLoaded(() => setPanel('two-fa-code'))}
            />
          ) : panel === 'two-fa-code' && codePanelLoader.module ? (
            <codePanelLoader.module.TwoFaCodePanel onEnabled={() => succeed(PROFILE_TEXTS.enabledMessage)} />
          ) : panel === 'two-fa-disable' && disablePanelLoader.module ? (
            <disablePanelLoader.module.TwoFaDisablePanel
              enforced={status.data?.enforced ?? false}
              onDisabled={() => succeed(PROFILE_TEXTS.disabledMessage)}
            />
          ) : null}
        </PanelBody>
      </SidePanel>
    </div>
  );
}

const pageClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '8',
  width: '100%',
  maxWidth: '960px',
  marginInline: 'auto',
  paddingInline: '4',
  paddingBlock: { base: '8', md: '12' },
});

const subHeadingClass = css({ fontSize: 'lg', fontWeight: '700', color: 'fg', marginTop: '2' });

const statusLineClass = css({ fontWeight: '500', color: 'fg' });

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = ({ url }) => [
  TWO_FACTOR_STATUS_CALL,
  PROFILE_DETAILS_CALL,
  FAMILY_CALL,
  LIFE_EVENTS_CALL,
  // The account activity's page the address names (?activityPage=), streamed with it.
  accountActivityCall(activityPageOf(url.searchParams)),
];
