import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeLink as HomeLinkData } from '#contract/home';
import { VisuallyHidden } from '#web/ui/visually-hidden.tsx';
import { HOME_TEXTS } from './home-texts';

/**
 * A card's or banner's link: a portal path goes through the router; an https address (the only
 * other kind the Worker lets through) opens in a new tab, and says so to screen readers.
 */
export function HomeLink({
  link,
  className,
  children,
}: {
  link: HomeLinkData;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const text = children ?? link.label;
  if (!link.external) {
    return (
      <Link className={className} to={link.href}>
        {text}
      </Link>
    );
  }
  return (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      {text} <VisuallyHidden>{t(HOME_TEXTS.opensElsewhere)}</VisuallyHidden>
    </a>
  );
}
