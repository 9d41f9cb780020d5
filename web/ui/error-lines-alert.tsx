import { useEffect, useRef } from 'react';
import type { SafeHtml } from '#contract/safe-html';
import { Alert } from './alert';

export interface ErrorLinesAlertProps {
  /**
   * The banner's lines, each shown as its own line: the server's, HTML the Worker made safe (spec
   * section 8), or a text the SPA escaped (lib/api-error-lines).
   */
  lines: readonly SafeHtml[];
  id?: string;
  /** Focus moves to the alert whenever it shows new lines (default true). */
  focusOnShow?: boolean;
}

/**
 * An error banner holding the server's messages one per line, e.g. the two-factor error codes
 * (spec section 8), written in as they came; focus moves to the banner so keyboard
 * and screen-reader users land on the explanation. Give it a new `key` per failed attempt so a
 * repeated message is announced again.
 */
export function ErrorLinesAlert({ lines, id, focusOnShow = true }: ErrorLinesAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = lines.join('\n');
  useEffect(() => {
    if (focusOnShow && signature) ref.current?.focus();
  }, [signature, focusOnShow]);
  if (lines.length === 0) return null;
  return (
    <Alert ref={ref} id={id} tabIndex={-1} variant="error">
      {lines.map((line, index) => (
        // Lines may repeat and have no identity of their own; their order is fixed.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the Worker, or escaped text (lib/api-error-lines).
        <p key={index} dangerouslySetInnerHTML={{ __html: line }} />
      ))}
    </Alert>
  );
}
