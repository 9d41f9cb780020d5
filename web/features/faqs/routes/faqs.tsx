import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { PageData } from '#web/ui/page-data-marker.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { FAQ_TEXTS, FAQS_CALL, useFaqs } from '../api/faqs';

const itemClass = css({
  borderBottomWidth: '1px',
  borderColor: 'border',
  paddingBlock: '4',
  '& summary': { cursor: 'pointer', fontWeight: '600', fontSize: 'lg' },
  '& p': { marginTop: '2', lineHeight: '1.6' },
});

/** /app/faqs/ (spec section 2.2): the client's FAQs, each question opening its answer. */
export function Component() {
  const { t } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const faqs = useFaqs();
  return (
    <div className={pageFrameClass}>
      <PageHeading ref={headingRef}>{t(FAQ_TEXTS.heading)}</PageHeading>
      {faqs.isError ? <LoadError message={t(FAQ_TEXTS.failed)} {...queryRetry(faqs)} /> : null}
      {faqs.data?.length === 0 ? <p>{t(FAQ_TEXTS.empty)}</p> : null}
      {faqs.data ? (
        <PageData>
          <div>
            {faqs.data.map((faq) => (
              <details key={faq.question} className={itemClass}>
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
          </div>
        </PageData>
      ) : faqs.isPending ? (
        <div aria-busy="true" data-testid="page-loading" />
      ) : null}
    </div>
  );
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = () => [FAQS_CALL];
