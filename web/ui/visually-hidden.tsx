import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const hidden = css({ srOnly: true });

/** Text for assistive technology only (e.g. the name of an icon-only button). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={hidden}>{children}</span>;
}
