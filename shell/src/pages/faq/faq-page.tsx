// /faq and /faq/{id}: the help pages (spec 01 §2). Only the listed ids exist; any other id is a
// failed route validation ('Page Not Found: {path}'). The brand's HTML is sanitised first.
import { isApiCodeError, useSanitizedHtml, useStore, type FaqId } from '@croupier/shared';
import { parseFaqId } from './faq-id.js';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useServices } from '../../services/services-context.js';
import { SHELL_NS } from '../../i18n/shell-namespace.js';
import { InvalidRoutePage } from '../error/error-page.js';
import { helpDetailQuery } from './api/help-detail.js';
import { helpListQuery } from './api/help-list.js';

function useHelpContext() {
  const { api, stores } = useServices();
  const { i18n } = useTranslation(SHELL_NS);
  const siteId = useStore(stores.site, (s) => s.siteId);
  // The api names languages en_US, whatever form the interface language takes.
  return { api, siteId, language: i18n.language.replace('-', '_') };
}

/** /faq/{id} */
export function FaqPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const faqId = parseFaqId(id);
  if (faqId === null) return <InvalidRoutePage path={pathname} />;
  return (
    <div className="cr-page cr-page-help">
      <HelpArticle id={faqId} />
      <HelpTopics current={faqId} />
    </div>
  );
}

/** /faq: the help topics. */
export function FaqIndexPage() {
  const { t } = useTranslation(SHELL_NS);
  const { api, siteId, language } = useHelpContext();
  const list = useQuery(helpListQuery(api, siteId, language));
  return (
    <div className="cr-page">
      <h2>{t('routing.faq.indexTitle')}</h2>
      <p className="cr-page-lead">{t('routing.faq.indexIntro')}</p>
      {list.isPending ? (
        <p className="cr-page-status" role="status">
          {t('routing.faq.loading')}
        </p>
      ) : list.isError ? (
        <Failure message={t('routing.faq.listFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="cr-page-help__index">
          {list.data.map((topic) => (
            <li key={topic.id}>
              <Link to={`/faq/${topic.id}`}>{topic.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function HelpArticle({ id }: { id: FaqId }) {
  const { t } = useTranslation(SHELL_NS);
  const { api, siteId, language } = useHelpContext();
  const page = useQuery(helpDetailQuery(api, siteId, id, language));
  const content = useSanitizedHtml(page.data?.content);

  if (page.isPending) {
    return (
      <p className="cr-page-status" role="status">
        {t('routing.faq.loading')}
      </p>
    );
  }
  if (page.isError) {
    const missing = isApiCodeError(page.error) && page.error.code === 404;
    return missing ? (
      <p className="cr-page-status">{t('routing.faq.unavailable')}</p>
    ) : (
      <Failure message={t('routing.faq.loadFailed')} onRetry={() => void page.refetch()} />
    );
  }
  return (
    <article
      className="cr-page-card cr-page-help__body"
      aria-labelledby="cr-page-help-title"
      lang={page.data.language.replace('_', '-')}
    >
      <h2 id="cr-page-help-title">{page.data.title}</h2>
      {content !== null && <div dangerouslySetInnerHTML={{ __html: content }} />}
    </article>
  );
}

function HelpTopics({ current }: { current: FaqId }) {
  const { t } = useTranslation(SHELL_NS);
  const { api, siteId, language } = useHelpContext();
  const list = useQuery(helpListQuery(api, siteId, language));
  if (!list.data?.length) return null;
  return (
    <nav className="cr-page-help__nav" aria-labelledby="cr-page-help-topics">
      <h2 id="cr-page-help-topics">{t('routing.faq.topics')}</h2>
      <ul>
        {list.data.map((topic) => (
          <li key={topic.id}>
            <Link to={`/faq/${topic.id}`} aria-current={topic.id === current ? 'page' : undefined}>
              {topic.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Failure({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div className="cr-page-alert" role="alert">
      <p>{message}</p>
      <button type="button" className="cr-page-button cr-page-button--quiet" onClick={onRetry}>
        {t('routing.faq.retry')}
      </button>
    </div>
  );
}
