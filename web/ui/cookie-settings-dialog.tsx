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
  return (
    <Dialog open={open} onClose={onClose} onClosed={onClosed} title="Manage cookies">
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

  const save = () => {
    store.update({ cookiesAccepted: true, nonNecessaryCookiesEnabled: videoEnabled });
    onSaved();
  };

  return (
    <>
      <p className={introClass}>Choose which cookies we may use. You can open a category to read more.</p>
      <ul className={listClass}>
        <CookieCategory
          title="Essential cookies"
          control={
            <span className={alwaysOnClass}>
              <span id={alwaysOnId}>Always on</span>
              <Switch label="Essential cookies" checked disabled describedBy={alwaysOnId} />
            </span>
          }
        >
          <p>
            These cookies make the site work, for example by keeping you signed in securely. They are always
            on and cannot be turned off.
          </p>
        </CookieCategory>
        <CookieCategory
          title="Video player cookies"
          control={
            <Switch label="Video player cookies" checked={videoEnabled} onCheckedChange={setVideoEnabled} />
          }
        >
          <p>
            These optional cookies are set by the embedded video player when you watch a video, for example to
            remember your playback settings.
          </p>
        </CookieCategory>
      </ul>
      <div className={actionsClass}>
        <Button onClick={save}>Save settings</Button>
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
