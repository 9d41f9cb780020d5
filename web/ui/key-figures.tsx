import { css, cx } from 'styled-system/css';
import { pageDataAttributes } from './page-data-marker';

export interface KeyFigure {
  label: string;
  value: string;
}

/**
 * Key figures as a description list: what each is, then the number, shown number first. Four to a
 * row on a wide screen (the dashboard's insight pages), or three (the employee list's totals).
 */
export function KeyFigures({
  figures,
  label,
  columns = 4,
}: {
  figures: readonly KeyFigure[];
  /** Names the list for screen readers where no heading does. */
  label?: string;
  columns?: 3 | 4;
}) {
  return (
    <dl
      className={cx(figuresClass, columns === 3 ? threeColumnsClass : fourColumnsClass)}
      aria-label={label}
      {...pageDataAttributes}
    >
      {figures.map((figure) => (
        <div key={figure.label} className={figureClass}>
          <dt className={figureLabelClass}>{figure.label}</dt>
          <dd className={figureValueClass}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const figuresClass = css({ display: 'grid', gap: '4', margin: 0 });
const fourColumnsClass = css({
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
});
const threeColumnsClass = css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } });
const figureClass = css({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '1',
  padding: '4',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'canvas',
});
const figureLabelClass = css({ color: 'fg.muted' });
const figureValueClass = css({ fontSize: '2xl', fontWeight: '700', margin: 0, color: 'fg' });
