// Agreement (spec 02 §2 agent menu): the agent agreement from the api, in the page language, its
// HTML through the shared sanitiser.
import { useSanitizedHtml } from '@croupier/shared';
import { useId } from 'react';
import { QueryStatus } from '../status/index.js';
import { useAgreement } from './api/agreement.js';

export function AgreementPage() {
  const agreement = useAgreement();
  const titleId = useId();
  const html = useSanitizedHtml(agreement.data?.content);
  if (!agreement.data) return <QueryStatus query={agreement} />;
  return (
    <article aria-labelledby={titleId}>
      <h3 id={titleId}>{agreement.data.title}</h3>
      {html !== null && <div className="mfp-html" dangerouslySetInnerHTML={{ __html: html }} />}
    </article>
  );
}
