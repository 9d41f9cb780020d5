import { css } from 'styled-system/css';
import { useDocumentTitle } from '../../../lib/document-title';
import { pageFrameClass } from '../../../ui/page-frame';

const heading = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '700', color: 'fg' });

const lead = css({ color: 'fg.muted', fontSize: 'lg', maxWidth: '48rem' });

/** /app/dashboard/: the employer dashboard (spec sections 1 and 2.2). Its panels come later. */
export function Component() {
  useDocumentTitle('Employer dashboard');
  return (
    <div className={pageFrameClass}>
      <h1 className={heading}>Employer dashboard</h1>
      <p className={lead}>
        See how your employees use their benefits, manage your platform settings and reports, and approve
        selections.
      </p>
    </div>
  );
}
