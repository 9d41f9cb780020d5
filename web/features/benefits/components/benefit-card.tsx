import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import type { BenefitSummary, Selection } from '#contract/benefits';
import { hrefOf, PATHS } from '#contract/page-paths';
import { formatMoney } from '#web/lib/money.ts';
import { BenefitIcon } from '#web/ui/benefit-icon.tsx';
import { TaxFlagIcons } from '#web/ui/tax-flag-icons.tsx';
import { benefitIconSrc } from '../api/benefit-icons';
import { cardClass, mutedTextClass, statusBadgeClass } from './benefit-styles';

const iconClass = css({ color: 'brand.primary.ink' });
const nameClass = css({ fontSize: 'lg', fontWeight: '700' });
// Above the card's link overlay, so each flag's tooltip (its text alternative) shows on hover.
const flagsClass = css({ position: 'relative', zIndex: 1, alignSelf: 'flex-start' });
// The whole card is the link's hit area; the link's text stays the benefit's name.
const linkClass = css({
  color: 'inherit',
  textDecoration: 'none',
  _focusVisible: { outline: 'none' },
  '&::after': { content: '""', position: 'absolute', inset: 0 },
});

/** One benefit in a list: icon, name (the link to its page), summary, cost, tax flags and status. */
export function BenefitCard({
  benefit,
  selection,
}: {
  benefit: BenefitSummary;
  selection?: Selection | null;
}) {
  const cost = formatMoney(selection?.monthlyCost ?? benefit.monthlyCost);
  return (
    <article className={cardClass}>
      <span className={iconClass}>
        <BenefitIcon name={benefit.icon} src={benefitIconSrc(benefit)} />
      </span>
      <h3 className={nameClass}>
        <Link className={linkClass} to={hrefOf(PATHS.benefit, { benefitId: benefit.id })}>
          {benefit.name}
        </Link>
      </h3>
      {selection ? <span className={statusBadgeClass}>{selection.statusLabel}</span> : null}
      <p>{benefit.summary}</p>
      <p className={mutedTextClass}>
        <Trans>Your monthly cost: {cost}</Trans>
      </p>
      <div className={flagsClass}>
        <TaxFlagIcons flags={benefit.taxFlags} />
      </div>
    </article>
  );
}
