import { useEffect, useRef } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';
import { Alert } from './alert';

export interface ErrorLinesAlertProps {
  /** Server lines, HTML by contract (spec section 8): each is sanitised and shown as its own line. */
  lines: readonly string[];
  id?: string;
  /** Focus moves to the alert whenever it shows new lines (default true). */
  focusOnShow?: boolean;
}

/**
 * An error banner holding the server's messages one per line, e.g. the two-factor error codes
 * (spec section 8). Only sanitizeHtml's allowlist survives; focus moves to the banner so keyboard
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
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml
        <p key={index} dangerouslySetInnerHTML={{ __html: sanitizeHtml(line) }} />
      ))}
    </Alert>
  );
}
