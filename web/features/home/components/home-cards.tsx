import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import type { HomeBanner, HomeCard } from '#contract/home';
import { BenefitIcon } from '#web/ui/benefit-icon.tsx';
import { buttonStyles } from '#web/ui/button.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { PageData } from '#web/ui/page-data-marker.tsx';
import { useHomeContent } from '../api/home-content';
import { HomeLink } from './home-link';
import { HOME_TEXTS } from './home-texts';

// Tall enough that the footer starts below the fold while the cards load, so neither the cards
// nor the banner arriving moves anything already on screen (the home paints from its HTML).
const areaClass = css({ display: 'flex', flexDirection: 'column', gap: '6', minHeight: '100dvh' });

const gridClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: '4',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

const boxClass = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  height: '100%',
  minHeight: '12rem',
  padding: '5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'canvas',
  color: 'fg',
  '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  '&:hover': { borderColor: 'brand.primary' },
});
const skeletonClass = css({ minHeight: '12rem', borderRadius: 'l2', bg: 'canvas.subtle' });
const titleClass = css({ fontSize: 'lg', fontWeight: '700' });
// The whole card is the link's hit area; the link's text stays its own label.
const cardLinkClass = css({
  marginTop: 'auto',
  fontWeight: '600',
  color: 'brand.primary.ink',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _focusVisible: { outline: 'none' },
  '&::after': { content: '""', position: 'absolute', inset: 0 },
});
const bannerClass = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  justifyContent: 'space-between',
  gap: '4',
  padding: '6',
  borderRadius: 'l2',
  bg: 'brand.primary.5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'brand.primary.60',
  color: 'fg',
});
// The banner's link is its call to action, drawn as the primary button.
const bannerLinkClass = cx(buttonStyles({ variant: 'primary' }), css({ flexShrink: 0 }));

function Card({ card }: { card: HomeCard }) {
  return (
    <article className={boxClass}>
      <span className={css({ color: 'brand.primary.ink' })}>
        <BenefitIcon name={card.icon} />
      </span>
      <h3 className={titleClass}>{card.title}</h3>
      <p>{card.body}</p>
      <HomeLink className={cardLinkClass} link={card.link} />
    </article>
  );
}

function Banner({ banner }: { banner: HomeBanner }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={bannerClass}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: '700' })}>
          {banner.title}
        </h2>
        <p>{banner.body}</p>
      </div>
      <HomeLink className={bannerLinkClass} link={banner.link} />
    </section>
  );
}

/**
 * The home page's cards and banner from the CMS (spec sections 4 and 7; decision 019). The cards
 * come first and the banner after them: whether there is a banner is known only once the answer
 * arrives, and below the cards its arrival moves nothing.
 */
export function HomeCards() {
  const { t } = useLingui();
  const content = useHomeContent();
  const headingId = useId();
  const cards = content.data?.cards ?? [];
  const banner = content.data?.banner ?? null;
  const showCards = content.isPending || cards.length > 0;
  return (
    <div className={areaClass}>
      {content.isError ? <LoadError message={t(HOME_TEXTS.failed)} {...queryRetry(content)} /> : null}
      {showCards ? (
        <section
          aria-labelledby={headingId}
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: '700' })}>
            {t(HOME_TEXTS.cardsHeading)}
          </h2>
          {content.isPending ? (
            <ul className={gridClass} aria-busy="true" aria-label={t(HOME_TEXTS.loading)}>
              {[0, 1, 2, 3].map((key) => (
                <li key={key} className={skeletonClass} />
              ))}
            </ul>
          ) : (
            <PageData>
              <ul className={gridClass}>
                {cards.map((card) => (
                  <li key={card.id}>
                    <Card card={card} />
                  </li>
                ))}
              </ul>
            </PageData>
          )}
        </section>
      ) : null}
      {banner ? (
        <PageData>
          <Banner banner={banner} />
        </PageData>
      ) : null}
    </div>
  );
}
