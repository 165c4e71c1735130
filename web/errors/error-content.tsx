import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchBar } from '../search/search-bar';
import { useDocumentTitle } from '../shell/use-document-title';

type ErrorContentProps = { status: number; message?: string; supportId?: string };

/**
 * The error page's content (spec section 2): the 404 image for status 404, otherwise
 * 'An error occurred' with the status and message; a search bar either way.
 */
export function ErrorContent({ status, message, supportId }: ErrorContentProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  useDocumentTitle(notFound ? t('error.notFound') : t('error.title'));
  return (
    <section className="page page--narrow error-page" data-testid="error-page" data-status={status}>
      {notFound ? (
        <>
          <img
            src="/404.svg"
            alt=""
            width={360}
            height={240}
            className="error-page__image"
            data-testid="not-found-image"
          />
          <h1 data-testid="error-title">{t('error.notFound')}</h1>
          <p className="lead">{t('error.notFoundText')}</p>
        </>
      ) : (
        <>
          <p className="error-page__status">{t('error.status', { status })}</p>
          <h1 data-testid="error-title">{t('error.title')}</h1>
          {message && <p className="lead">{message}</p>}
          {supportId && <p className="muted">{t('estimate.supportId', { id: supportId })}</p>}
          <p>{t('error.searchPrompt')}</p>
        </>
      )}
      <div className="error-page__search">
        <SearchBar />
      </div>
      <p>
        <Link to="/" className="text-link">
          {t('error.home')}
        </Link>
      </p>
    </section>
  );
}
