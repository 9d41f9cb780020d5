import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { PLATFORM_SETTINGS_TEXTS as TEXTS } from '#contract/two-factor-admin-texts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { actionsRowClass } from '#web/ui/dashboard-styles.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { pageDataAttributes } from '#web/ui/page-data-marker.tsx';
import { Switch } from '#web/ui/switch.tsx';
import { useSetEnforcement } from '../api/two-factor-admin';

/**
 * The client's two-factor enforcement: a switch that asks for confirmation before it changes the
 * setting for every employee. Support acting as the administrator sees the state only.
 */
export function EnforcementSetting({ enforced, mayChange }: { enforced: boolean; mayChange: boolean }) {
  const { t } = useLingui();
  const setEnforcement = useSetEnforcement();
  const [asked, setAsked] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = setEnforcement.isPending;

  const confirm = () => {
    if (asked === null || pending) return;
    setEnforcement.mutate(asked, {
      onSuccess: () => setAsked(null),
      onError: (cause) => setError(cause instanceof ApiRequestError ? cause.message : t(TEXTS.loadError)),
    });
  };

  return (
    <section aria-labelledby="enforcement-heading" className={sectionClass}>
      <div className={rowClass}>
        <h2 id="enforcement-heading" className={headingClass}>
          {t(TEXTS.enforcementHeading)}
        </h2>
        {mayChange ? (
          <Switch
            label={t(TEXTS.enforcementLabel)}
            checked={enforced}
            describedBy="enforcement-state"
            onCheckedChange={(next) => {
              setError(null);
              setAsked(next);
            }}
          />
        ) : null}
      </div>
      {/* The setting as the list's answer gave it. */}
      <p id="enforcement-state" {...pageDataAttributes}>
        {t(enforced ? TEXTS.enforcedOn : TEXTS.enforcedOff)}
      </p>
      <Dialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        closeLabel={null}
        closeOnEscape={!pending}
        closeOnOverlayClick={!pending}
        title={t(asked ? TEXTS.confirmOn : TEXTS.confirmOff)}
      >
        <div className={dialogBodyClass}>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <div className={actionsRowClass}>
            <Button variant="secondary" onClick={() => setAsked(null)} disabled={pending}>
              {t(TEXTS.cancel)}
            </Button>
            <Button onClick={confirm} disabled={pending}>
              {t(pending ? TEXTS.processing : TEXTS.confirm)}
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}

const sectionClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  padding: '4',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
});
const rowClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' });
const headingClass = css({ fontSize: 'lg', fontWeight: '700', margin: '0' });
const dialogBodyClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
