import { lazy, Suspense, useState } from 'react';
import { useSession } from '#web/lib/session.ts';

// Shown once per person, so its code loads only when someone has the carousel pending.
const WelcomeCarousel = lazy(async () => {
  const module = await import('./welcome-carousel');
  return { default: module.WelcomeCarousel };
});

type GateState = 'waiting' | 'open' | 'closing' | 'done';

/**
 * Mounted on every signed-in page: opens the welcome carousel when the session says it is pending
 * (showWelcomeModal, after activation or on a first login). The carousel clears that flag as soon
 * as its slides load, so the gate latches: the dialog stays until the person closes it, and once
 * closed it does not come back while this page frame lives.
 */
export function WelcomeCarouselGate() {
  const pending = useSession()?.showWelcomeModal === true;
  const [state, setState] = useState<GateState>(pending ? 'open' : 'waiting');
  if (pending && state === 'waiting') setState('open');

  if (state === 'waiting' || state === 'done') return null;
  return (
    <Suspense fallback={null}>
      <WelcomeCarousel
        open={state === 'open'}
        onClose={() => setState('closing')}
        onClosed={() => setState('done')}
      />
    </Suspense>
  );
}
