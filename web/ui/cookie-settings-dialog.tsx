import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { useCookieSlice, useCookieSliceStore } from '#web/lib/persisted-cookie-slice.ts';
import { Button } from './button';
import { CookieCategory } from './cookie-category';
import { Dialog } from './dialog';
import { Switch } from './switch';

export interface CookieSettingsDialogProps {
  open: boolean;
  /** Asked to close (Escape, backdrop, close button, or after saving). */
  onClose: () => void;
  /** The close animation has finished. */
  onClosed?: () => void;
}

/** 'Manage cookies' (spec 2.18): essential cookies always on, video-player cookies optional. */
export function CookieSettingsDialog({ open, onClose, onClosed }: CookieSettingsDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} onClosed={onClosed} title={t`Manage cookies`} closeLabel={t`Close`}>
      {/* Mounted per opening, so an unsaved choice is dropped when the dialog closes. */}
      <CookieSettingsForm onSaved={onClose} />
    </Dialog>
  );
}

function CookieSettingsForm({ onSaved }: { onSaved: () => void }) {
  const store = useCookieSliceStore();
  const stored = useCookieSlice();
  const [videoEnabled, setVideoEnabled] = useState(stored.nonNecessaryCookiesEnabled);
  const alwaysOnId = useId();
  const { t } = useLingui();

  const save = () => {
    store.update({ cookiesAccepted: true, nonNecessaryCookiesEnabled: videoEnabled });
    onSaved();
  };

  return (
    <>
      <p className={introClass}>
        <Trans>Choose which cookies we may use. You can open a category to read more.</Trans>
      </p>
      <ul className={listClass}>
        <CookieCategory
          title={t`Essential cookies`}
          control={
            <span className={alwaysOnClass}>
              <span id={alwaysOnId}>
                <Trans>Always on</Trans>
              </span>
              <Switch label={t`Essential cookies`} checked disabled describedBy={alwaysOnId} />
            </span>
          }
        >
          <p>
            <Trans>
              These cookies make the site work, for example by keeping you signed in securely. They are always
              on and cannot be turned off.
            </Trans>
          </p>
        </CookieCategory>
        <CookieCategory
          title={t`Video player cookies`}
          control={
            <Switch
              label={t`Video player cookies`}
              checked={videoEnabled}
              onCheckedChange={setVideoEnabled}
            />
          }
        >
          <p>
            <Trans>
              These optional cookies are set by the embedded video player when you watch a video, for example
              to remember your playback settings.
            </Trans>
          </p>
        </CookieCategory>
      </ul>
      <div className={actionsClass}>
        <Button onClick={save}>
          <Trans>Save settings</Trans>
        </Button>
      </div>
    </>
  );
}

const introClass = css({ color: 'fg.muted', marginBottom: '4' });

const listClass = css({ borderTopWidth: '1px', borderColor: 'border', marginBottom: '6' });

const alwaysOnClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
});

const actionsClass = css({ display: 'flex', justifyContent: 'flex-end' });
