import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css } from 'styled-system/css';
import { avatarUrlOf } from '#contract/avatar';
import type { SessionSummary } from '#contract/session';
import { useBootstrap } from '#web/lib/bootstrap.tsx';

const AVATAR_SIZE_PX = 32;

const avatar = css({
  display: 'block',
  width: '32px',
  height: '32px',
  borderRadius: 'full',
  objectFit: 'cover',
  flexShrink: 0,
  bg: 'brand.primary.5',
});

/** The signed-in person's avatar; decorative because the greeting beside it names them. */
export function UserAvatar({ session }: { session: SessionSummary }) {
  const { theme } = useBootstrap();
  return (
    <img
      src={avatarUrlOf(session, theme)}
      alt=""
      width={AVATAR_SIZE_PX}
      height={AVATAR_SIZE_PX}
      className={avatar}
      data-testid="user-avatar"
    />
  );
}

/** 'Hi, ' plus the first name (spec section 2.3), in the page's language (`t` of useLingui). */
export function greeting(session: SessionSummary, t: (descriptor: MessageDescriptor) => string): string {
  const { firstName } = session;
  return t(msg`Hi, ${firstName}`);
}
