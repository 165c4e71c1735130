import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { normalizeSearchTerm } from '../../contracts/search-term';
import { isApiError } from '../api/api-error';
import { useBasicEstimate } from '../api/use-basic-estimate';
import { EstimateError } from '../estimate/estimate-error';
import { EstimateLoading } from '../estimate/estimate-loading';
import { EstimateView } from '../estimate/estimate-view';
import { basicEstimatePath } from '../search/plan-search';
import { SearchBar } from '../search/search-bar';
import { useDocumentTitle } from '../shell/use-document-title';

/** /basic/:domain, the estimate for a visitor who is not logged in. */
export function BasicEstimatePage() {
  const { t } = useTranslation();
  const param = useParams().domain ?? '';
  const { pathname } = useLocation();
  const normalized = normalizeSearchTerm(param);
  const domain = normalized.ok ? normalized.value.domain : undefined;
  const query = useBasicEstimate(domain);
  useDocumentTitle(domain ? t('estimate.title', { domain }) : undefined);

  // '/basic/Example.COM' and '/basic/www.example.com' show the page of 'example.com'.
  if (domain && domain !== param) return <Navigate to={basicEstimatePath(domain)} replace />;
  if (isApiError(query.error) && query.error.status === 429) {
    return <Navigate to="/429" replace state={{ from: pathname }} />;
  }

  return (
    <div className="page container estimate-page">
      <div className="estimate-page__search">
        <SearchBar key={param} initialValue={domain ?? param} sticky />
      </div>
      {!normalized.ok ? (
        <section className="card estimate-error" role="alert" data-testid="estimate-error">
          <h1 className="estimate-error__title">{t('estimate.invalidTitle')}</h1>
          <p className="estimate-error__message" data-testid="estimate-error-message">
            {t(`messages.${normalized.error}`)}
          </p>
        </section>
      ) : query.isPending || (query.isError && query.isFetching) ? (
        <EstimateLoading domain={normalized.value.domain} />
      ) : query.isError ? (
        <EstimateError domain={normalized.value.domain} error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <EstimateView estimation={query.data} />
      )}
    </div>
  );
}
