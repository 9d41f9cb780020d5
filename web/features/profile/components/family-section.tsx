import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { FamilyMember } from '#contract/family';
import { FAMILY_TEXTS, RELATIONSHIP_OPTIONS, SEX_OPTIONS } from '#contract/family-rules';
import { formatCalendarDate } from '#web/lib/en-gb-format.ts';
import { onDemand, useOnDemand } from '#web/lib/on-demand.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog } from '#web/ui/dialog.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { pageDataAttributes } from '#web/ui/page-data-marker.tsx';
import { useDeactivateFamilyMember, useFamilyMembers } from '../api/family';
import { mutedClass, SectionMessage, sectionClass, sectionHeadingClass } from './profile-section';

const labelOf = <Value,>(options: readonly { value: Value; label: string }[], value: Value) =>
  options.find((option) => option.value === value)?.label ?? '';

// Loaded when first opened (docs/decisions/059).
const familyMemberPanel = onDemand(() => import('./family-member-panel'));

type PanelState = { member: FamilyMember | null; round: number; open: boolean };

/**
 * The family members of the profile page (spec sections 3, 4): only active members are listed,
 * dates year-month-day. Add and Edit open the add-family-member panel; Remove asks first, then
 * deactivates the member. Every change refreshes benefits and selections (web/lib/refresh-eligibility).
 */
export function FamilySection() {
  const { t } = useLingui();
  const family = useFamilyMembers();
  const deactivate = useDeactivateFamilyMember();
  const [panel, setPanel] = useState<PanelState | null>(null);
  const panelLoader = useOnDemand(familyMemberPanel);
  const [removing, setRemoving] = useState<{ member: FamilyMember; open: boolean } | null>(null);
  const [message, setMessage] = useState<{
    text: string;
    variant: 'success' | 'error';
    focus: boolean;
  } | null>(null);
  // The message waits for the panel's close animation (focus is back on the opener by then).
  const pendingMessage = useRef<{ text: string; focus: boolean } | null>(null);

  const openPanel = (member: FamilyMember | null) =>
    panelLoader.whenLoaded(() => {
      setMessage(null);
      setPanel((current) => ({ member, round: (current?.round ?? 0) + 1, open: true }));
    });

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await deactivate.mutateAsync(removing.member.familyMemberId);
      // The Remove button that opened the dialog goes with the member: the message takes focus.
      pendingMessage.current = { text: FAMILY_TEXTS.removed, focus: true };
    } catch {
      pendingMessage.current = null;
      setMessage({ text: FAMILY_TEXTS.saveFailed, variant: 'error', focus: false });
    }
    setRemoving((current) => current && { ...current, open: false });
  };

  const showPending = () => {
    const pending = pendingMessage.current;
    if (pending) setMessage({ text: pending.text, variant: 'success', focus: pending.focus });
    pendingMessage.current = null;
  };

  return (
    <section aria-labelledby="profile-family" className={sectionClass}>
      <h2 id="profile-family" className={sectionHeadingClass}>
        {FAMILY_TEXTS.heading}
      </h2>
      {message ? (
        <SectionMessage variant={message.variant} focus={message.focus}>
          {message.text}
        </SectionMessage>
      ) : null}
      <p className={mutedClass}>{FAMILY_TEXTS.intro}</p>
      {family.isPending ? (
        <p role="status" className={mutedClass}>
          {FAMILY_TEXTS.loading}
        </p>
      ) : family.isError ? (
        <LoadError message={FAMILY_TEXTS.loadFailed} {...queryRetry(family)} />
      ) : family.data.length === 0 ? (
        <p className={mutedClass}>{FAMILY_TEXTS.none}</p>
      ) : (
        <ul className={listClass} aria-label={FAMILY_TEXTS.heading} {...pageDataAttributes}>
          {family.data.map((member) => (
            <li key={member.familyMemberId} className={itemClass} data-testid="family-member">
              <div className={memberTextClass}>
                <p className={nameClass}>
                  {member.title} {member.firstName} {member.surname}
                </p>
                <p className={mutedClass}>
                  {labelOf(RELATIONSHIP_OPTIONS, member.relationship)}, {labelOf(SEX_OPTIONS, member.gender)}
                  {member.dateOfBirth
                    ? ` · ${FAMILY_TEXTS.born} ${formatCalendarDate(member.dateOfBirth)}`
                    : ''}
                  {member.fullTimeEducationEndDate
                    ? ` · ${FAMILY_TEXTS.educationEnds} ${formatCalendarDate(member.fullTimeEducationEndDate)}`
                    : ''}
                  {member.registeredDisabled ? ` · ${FAMILY_TEXTS.registeredDisabled}` : ''}
                </p>
              </div>
              <div className={itemActionsClass}>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  aria-label={`${FAMILY_TEXTS.edit} ${member.firstName} ${member.surname}`}
                  {...panelLoader.preloadProps}
                  onClick={() => openPanel(member)}
                >
                  {FAMILY_TEXTS.edit}
                </Button>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  aria-label={`${FAMILY_TEXTS.remove} ${member.firstName} ${member.surname}`}
                  onClick={() => {
                    setMessage(null);
                    setRemoving({ member, open: true });
                  }}
                >
                  {FAMILY_TEXTS.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button aria-haspopup="dialog" {...panelLoader.preloadProps} onClick={() => openPanel(null)}>
          {FAMILY_TEXTS.add}
        </Button>
      </div>

      {panel && panelLoader.module ? (
        <panelLoader.module.FamilyMemberPanel
          key={panel.round}
          open={panel.open}
          member={panel.member}
          onClose={() => setPanel((current) => current && { ...current, open: false })}
          onClosed={() => {
            setPanel(null);
            showPending();
          }}
          onSaved={(text) => {
            pendingMessage.current = { text, focus: false };
            setPanel((current) => current && { ...current, open: false });
          }}
        />
      ) : null}

      {removing ? (
        <Dialog
          open={removing.open}
          title={FAMILY_TEXTS.removeConfirm}
          onClose={() => setRemoving((current) => current && { ...current, open: false })}
          onClosed={() => {
            setRemoving(null);
            showPending();
          }}
        >
          <div className={confirmClass}>
            <p>
              {removing.member.firstName} {removing.member.surname}. {FAMILY_TEXTS.removeExplain}
            </p>
            <div className={itemActionsClass}>
              <Button onClick={() => void confirmRemove()} disabled={deactivate.isPending}>
                {deactivate.isPending ? t`Processing...` : FAMILY_TEXTS.remove}
              </Button>
              <Button
                variant="secondary"
                onClick={() => setRemoving((current) => current && { ...current, open: false })}
              >
                {FAMILY_TEXTS.cancel}
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

const listClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  listStyle: 'none',
  padding: '0',
  margin: '0',
});

const itemClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border',
});

const memberTextClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const nameClass = css({ fontWeight: '500', color: 'fg' });
const itemActionsClass = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const confirmClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
