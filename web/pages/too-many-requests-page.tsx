import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../shell/use-document-title';

/** Spec section 8: HTTP 429 leads here. The page that was refused can be tried again from here. */
export function TooManyRequestsPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const from = retryTarget(state);
  useDocumentTitle(t('tooMany.title'));
  return (
    <section className="page page--narrow" data-testid="too-many-requests-page">
      <div className="card notice">
        <p className="error-page__status">429</p>
        <h1>{t('tooMany.title')}</h1>
        <p className="lead">{t('tooMany.text')}</p>
        <div className="notice__actions">
          {from && (
            <Link to={from} className="button button--primary">
              {t('tooMany.retry')}
            </Link>
          )}
          <Link to="/" className={from ? 'button button--secondary' : 'button button--primary'}>
            {t('tooMany.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function retryTarget(state: unknown): string | undefined {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  // Only a page of our own, never an address from elsewhere.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}
