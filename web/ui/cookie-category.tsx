import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { COOKIE_ACCORDION_SECONDS } from '#contract/spec-constants';

export interface CookieCategoryProps {
  title: string;
  /** The switch shown beside the title. */
  control: ReactNode;
  /** What the disclosure reveals. */
  children: ReactNode;
}

/** One cookie category: a disclosure (accordion item) with the category's switch beside it. */
export function CookieCategory({ title, control, children }: CookieCategoryProps) {
  const [expanded, setExpanded] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  const style = { '--accordion-duration': `${COOKIE_ACCORDION_SECONDS}s` } as CSSProperties;
  return (
    <li className={itemClass} style={style}>
      <div className={rowClass}>
        <h3 className={headingClass}>
          <button
            type="button"
            id={buttonId}
            aria-expanded={expanded}
            aria-controls={panelId}
            className={disclosureClass}
            onClick={() => setExpanded((value) => !value)}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={chevronClass}>
              <path d="M5 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {title}
          </button>
        </h3>
        {control}
      </div>
      <div id={panelId} data-expanded={expanded || undefined} className={panelClass}>
        <div className={panelInnerClass}>{children}</div>
      </div>
    </li>
  );
}

const itemClass = css({ borderBottomWidth: '1px', borderColor: 'border', listStyle: 'none' });

const rowClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' });

const headingClass = css({ flex: '1', fontSize: 'md', fontWeight: '500', margin: '0' });

const disclosureClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  width: '100%',
  minHeight: '44px',
  paddingBlock: '2',
  textAlign: 'start',
  color: 'fg',
  cursor: 'pointer',
  _hover: { textDecoration: 'underline' },
});

const chevronClass = css({
  flexShrink: '0',
  color: 'brand.primary.ink',
  transitionProperty: 'transform',
  transitionDuration: 'var(--accordion-duration)',
  '[aria-expanded=true] > &': { transform: 'rotate(90deg)' },
  _motionReduce: { transition: 'none' },
});

const panelClass = css({
  display: 'grid',
  gridTemplateRows: '0fr',
  visibility: 'hidden',
  transitionProperty: 'grid-template-rows, visibility',
  transitionDuration: 'var(--accordion-duration)',
  transitionTimingFunction: 'ease',
  '&[data-expanded]': { gridTemplateRows: '1fr', visibility: 'visible' },
  _motionReduce: { transition: 'none' },
});

const panelInnerClass = css({
  overflow: 'hidden',
  minHeight: '0',
  color: 'fg.muted',
  fontSize: 'sm',
  '& > :last-child': { marginBottom: '3' },
});
