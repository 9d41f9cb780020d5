import { BadgePercent, HandCoins, Landmark, type LucideIcon, ReceiptText, Wallet } from 'lucide-react';
import { css } from 'styled-system/css';
import {
  isTaxFlagName,
  TAX_FLAG_LIST_LABEL,
  TAX_FLAG_TEXTS,
  type TaxFlagName,
} from '#contract/benefit-rules';

/** The tax-flag icons of spec section 3 (Icons), one per flag (docs/decisions/043). */
const TAX_FLAG_ICONS: Record<TaxFlagName, LucideIcon> = {
  'benefit-fund': Landmark,
  ni: HandCoins,
  p11d: ReceiptText,
  'salary-sac': Wallet,
  'tax-savings': BadgePercent,
};

const listClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  color: 'fg.muted',
});
const labelledItemClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  paddingInline: '2',
  paddingBlock: '1',
  borderRadius: 'l1',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  fontSize: 'sm',
  color: 'fg',
});

/**
 * A benefit's tax treatment as icons, each with its text alternative: on a card the icon alone,
 * named for assistive technology and shown as a tooltip; with `labelled` (the product page) the
 * words beside it. Flags the portal does not know are left out; none known, nothing is shown.
 */
export function TaxFlagIcons({ flags, labelled = false }: { flags: readonly string[]; labelled?: boolean }) {
  const known = flags.filter(isTaxFlagName);
  if (known.length === 0) return null;
  return (
    <ul aria-label={TAX_FLAG_LIST_LABEL} className={listClass}>
      {known.map((flag) => {
        const Icon = TAX_FLAG_ICONS[flag];
        const text = TAX_FLAG_TEXTS[flag];
        return labelled ? (
          <li key={flag} className={labelledItemClass} data-tax-flag={flag}>
            <Icon aria-hidden="true" focusable="false" width={18} height={18} />
            <span>{text}</span>
          </li>
        ) : (
          <li key={flag} data-tax-flag={flag} title={text} className={css({ display: 'inline-flex' })}>
            <Icon role="img" aria-label={text} focusable="false" width={20} height={20} />
          </li>
        );
      })}
    </ul>
  );
}
