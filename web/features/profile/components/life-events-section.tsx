import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { LIFE_EVENT_TEXTS } from '#contract/life-event-rules';
import { formatCalendarDate } from '#web/lib/en-gb-format.ts';
import { onDemand, useOnDemand } from '#web/lib/on-demand.ts';
import { Button } from '#web/ui/button.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { pageDataAttributes } from '#web/ui/page-data-marker.tsx';
import { useLifeEvents } from '../api/life-events';
import { mutedClass, SectionMessage, sectionClass, sectionHeadingClass } from './profile-section';

// Loaded when first opened (docs/decisions/059).
const addLifeEventPanel = onDemand(() => import('./add-life-event-panel'));

/**
 * The person's life events and the Add life event button (spec sections 2.16, 4, 7). Adding one
 * changes eligibility, so benefits and selections are refreshed (web/lib/refresh-eligibility).
 */
export function LifeEventsSection() {
  const lifeEvents = useLifeEvents();
  const [panel, setPanel] = useState<{ round: number; open: boolean } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const added = useRef(false);
  const panelLoader = useOnDemand(addLifeEventPanel);

  return (
    <section aria-labelledby="profile-life-events" className={sectionClass}>
      <h2 id="profile-life-events" className={sectionHeadingClass}>
        {LIFE_EVENT_TEXTS.heading}
      </h2>
      {message ? <SectionMessage variant="success">{message}</SectionMessage> : null}
      <p className={mutedClass}>{LIFE_EVENT_TEXTS.intro}</p>
      {lifeEvents.isPending ? (
        <p role="status" className={mutedClass}>
          {LIFE_EVENT_TEXTS.loading}
        </p>
      ) : lifeEvents.isError ? (
        <LoadError message={LIFE_EVENT_TEXTS.loadFailed} {...queryRetry(lifeEvents)} />
      ) : (
        <>
          {lifeEvents.data.events.length === 0 ? (
            <p className={mutedClass}>{LIFE_EVENT_TEXTS.none}</p>
          ) : (
            <ul className={listClass} aria-label={LIFE_EVENT_TEXTS.heading} {...pageDataAttributes}>
              {lifeEvents.data.events.map((event) => (
                <li key={event.id} className={itemClass} data-testid="life-event">
                  <span className={nameClass}>{event.name}</span>
                  <time className={mutedClass} dateTime={event.eventDate}>
                    {formatCalendarDate(event.eventDate)}
                  </time>
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button
              aria-haspopup="dialog"
              {...panelLoader.preloadProps}
              onClick={() =>
                panelLoader.whenLoaded(() => {
                  setMessage(null);
                  setPanel((current) => ({ round: (current?.round ?? 0) + 1, open: true }));
                })
              }
            >
              {LIFE_EVENT_TEXTS.add}
            </Button>
          </div>
          {panel && panelLoader.module ? (
            <panelLoader.module.AddLifeEventPanel
              key={panel.round}
              open={panel.open}
              available={lifeEvents.data.available}
              onClose={() => setPanel((current) => current && { ...current, open: false })}
              onClosed={() => {
                setPanel(null);
                if (added.current) setMessage(LIFE_EVENT_TEXTS.added);
                added.current = false;
              }}
              onAdded={() => {
                added.current = true;
                setPanel((current) => current && { ...current, open: false });
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

const listClass = css({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  padding: '0',
  margin: '0',
});

const itemClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '3',
  paddingBlock: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border',
});

const nameClass = css({ fontWeight: '500', color: 'fg' });
