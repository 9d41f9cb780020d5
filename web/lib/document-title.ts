import { useEffect } from 'react';
import { useBootstrap } from './bootstrap';

/** Browser titles read "title | brand" (spec section 2.3). */
export function formatDocumentTitle(title: string, brandName: string): string {
  return `${title} | ${brandName}`;
}

export function useDocumentTitle(title: string): void {
  const { theme } = useBootstrap();
  useEffect(() => {
    document.title = formatDocumentTitle(title, theme.brandName);
  }, [title, theme.brandName]);
}
