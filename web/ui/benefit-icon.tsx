import {
  Bandage,
  Banknote,
  Bike,
  CreditCard,
  Dumbbell,
  Gift,
  HeartPulse,
  type LucideIcon,
  PiggyBank,
  Plane,
  ScrollText,
  Smile,
  Stethoscope,
  TreePalm,
} from 'lucide-react';
import type { BENEFIT_ICON_NAMES } from '#contract/benefit-rules';

type BenefitIconName = (typeof BENEFIT_ICON_NAMES)[number];

const ICONS: Record<BenefitIconName, LucideIcon> = {
  accident: Bandage,
  'annual-leave': TreePalm,
  cash: Banknote,
  cycle: Bike,
  dental: Smile,
  gym: Dumbbell,
  life: HeartPulse,
  medical: Stethoscope,
  pension: PiggyBank,
  travel: Plane,
  will: ScrollText,
  ccv: CreditCard,
};

/** The icon shown for a name the portal has no icon for (spec section 3, Icons). */
export const FALLBACK_BENEFIT_ICON = Gift;

const reported = new Set<string>();

/** The icon component for a benefit's icon name; an unknown name is logged once and falls back. */
export function benefitIconFor(name: string): LucideIcon {
  const icon = (ICONS as Record<string, LucideIcon | undefined>)[name];
  if (icon) return icon;
  if (!reported.has(name)) {
    reported.add(name);
    console.warn(`Benefit icon "${name}" is missing; showing the fallback icon.`);
  }
  return FALLBACK_BENEFIT_ICON;
}

/**
 * A benefit's icon, decorative: the benefit's name beside it says what it is. `src`: the Worker's
 * address of the benefit's remote SVG icon (docs/decisions/043), shown as an image (which runs no
 * script and loads nothing, whatever the file) in place of the named one; the Worker answers it
 * with the fallback icon when the remote one is missing or unsafe.
 */
export function BenefitIcon({ name, src, size = 32 }: { name: string; src?: string | null; size?: number }) {
  if (src) {
    return <img src={src} alt="" width={size} height={size} decoding="async" data-icon="remote" />;
  }
  const Icon = benefitIconFor(name);
  return (
    <Icon
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      data-icon={ICONS[name as BenefitIconName] ? name : 'fallback'}
    />
  );
}
