import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from './button';

// Loaded on the first 'Manage cookies': the dialog is not on any page's first load.
const CookieSettingsDialog = lazy(async () => {
  const module = await import('./cookie-settings-dialog');
  return { default: module.CookieSettingsDialog };
});

interface CookieSettings {
  open: () => void;
  /** True from opening until the close animation ends, so saving does not cut the dialog short. */
  shown: boolean;
  /** The dialog while shown; placed by the caller. */
  dialog: ReactNode;
}

/** The 'Manage cookies' dialog (spec 2.18) and how to open it, for the banner and the policy page. */
export function useCookieSettings(): CookieSettings {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  return {
    open: () => {
      setShown(true);
      setOpen(true);
    },
    shown,
    dialog: shown ? (
      <Suspense fallback={null}>
        <CookieSettingsDialog open={open} onClose={() => setOpen(false)} onClosed={() => setShown(false)} />
      </Suspense>
    ) : null,
  };
}

/** The button that opens 'Manage cookies' (its dialog comes from useCookieSettings). */
export function ManageCookiesButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Button variant="secondary" aria-haspopup="dialog" onClick={onOpen}>
      <Trans>Manage cookies</Trans>
    </Button>
  );
}

/**
 * 'Manage cookies' on the cookie policy page (decision 082): the policy tells a person to turn the
 * video-player cookies on or off there, and once they have accepted cookies the banner is gone.
 */
export function CookiePolicySettings() {
  const settings = useCookieSettings();
  return (
    <div>
      <ManageCookiesButton onOpen={settings.open} />
      {settings.dialog}
    </div>
  );
}
