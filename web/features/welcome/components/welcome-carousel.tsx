import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { Carousel } from '#contract/recovery';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { useSession, useSetSession } from '#web/lib/session.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog } from '#web/ui/dialog.tsx';
import { useCarousel } from '../api/carousel';

type Slide = Carousel['slides'][number];

/** Texts the specification leaves open (docs/decisions/009-wizards.md). */
export const CAROUSEL_LOADING_MESSAGE = msg`Loading...`;
export const CAROUSEL_ERROR_MESSAGE = msg`Sorry, we couldn't load this right now.`;

/** Which slide is shown, counted from 1 ('Slide 1 of 3'). */
export function slideIndicator(index: number, count: number): MessageDescriptor {
  const position = index + 1;
  return msg`Slide ${position} of ${count}`;
}

/**
 * The welcome carousel (spec section 4, Activation page): a dialog titled 'Welcome to {brand}'
 * showing the slides one at a time. Once the slides have loaded the server has cleared the
 * requirement, so the session's showWelcomeModal is cleared here too; the dialog itself stays open
 * until the person closes it ('Get started', the close button or Escape).
 */
export function WelcomeCarousel({
  open,
  onClose,
  onClosed,
}: {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
}) {
  const { t } = useLingui();
  const { theme } = useBootstrap();
  const { brandName } = theme;
  const session = useSession();
  const setSession = useSetSession();
  const carousel = useCarousel();

  useEffect(() => {
    if (carousel.isSuccess && session?.showWelcomeModal) setSession({ ...session, showWelcomeModal: false });
  }, [carousel.isSuccess, session, setSession]);

  return (
    <Dialog open={open} onClose={onClose} onClosed={onClosed} title={t`Welcome to ${brandName}`}>
      {carousel.isPending ? (
        <p role="status" className={statusClass}>
          {t(CAROUSEL_LOADING_MESSAGE)}
        </p>
      ) : carousel.isError ? (
        <div className={errorClass}>
          <p>{t(CAROUSEL_ERROR_MESSAGE)}</p>
          <div className={actionsClass}>
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <Slides slides={carousel.data.slides} onDone={onClose} />
      )}
    </Dialog>
  );
}

function Slides({ slides, onDone }: { slides: Slide[]; onDone: () => void }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const slide = slides[index];
  const last = index >= slides.length - 1;
  const indicator = slides.length > 0 ? t(slideIndicator(index, slides.length)) : '';

  return (
    <section aria-roledescription="carousel" aria-label={t`Welcome`} className={carouselClass}>
      {slide ? (
        // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset.
        <div role="group" aria-roledescription="slide" aria-label={indicator} className={slideClass}>
          {slide.imageUrl ? <img src={slide.imageUrl} alt="" className={imageClass} /> : null}
          <h3 className={slideTitleClass}>{slide.title}</h3>
          <p className={slideBodyClass}>{slide.body}</p>
        </div>
      ) : null}
      <p aria-live="polite" className={indicatorClass}>
        {indicator}
      </p>
      <div className={actionsClass}>
        {slides.length > 1 ? (
          // aria-disabled rather than disabled, so focus is not lost on reaching the first slide.
          <Button
            variant="secondary"
            aria-disabled={index === 0 ? true : undefined}
            onClick={() => setIndex((current) => Math.max(0, current - 1))}
          >
            <Trans>Previous</Trans>
          </Button>
        ) : null}
        {/* One button for Next and Get started, so focus stays on it as the label changes. */}
        <Button onClick={last ? onDone : () => setIndex((current) => current + 1)}>
          {last ? <Trans>Get started</Trans> : <Trans>Next</Trans>}
        </Button>
      </div>
    </section>
  );
}

const statusClass = css({ color: 'fg.muted', paddingBlock: '6', textAlign: 'center' });

const errorClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });

const carouselClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });

const slideClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });

const imageClass = css({
  width: '100%',
  maxHeight: '14rem',
  objectFit: 'contain',
  borderRadius: 'l2',
  bg: 'canvas.subtle',
});

const slideTitleClass = css({ fontSize: 'lg', fontWeight: '700', color: 'fg' });

const slideBodyClass = css({ color: 'fg', whiteSpace: 'pre-line' });

const indicatorClass = css({ color: 'fg.muted', fontSize: 'sm', textAlign: 'center' });

const actionsClass = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3' });
