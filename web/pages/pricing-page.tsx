import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../shell/icons';
import { legalPaths } from '../shell/legal-links';
import { useDocumentTitle } from '../shell/use-document-title';
import { useLanguage } from '../shell/use-language';

// Spec sections 1 and 9: the Basic package has 15 queries per user per month and 10 bulk queries.
// Business and larger packages exist; their prices are not published, so they are on request.
export const basicPackage = { queriesPerMonth: 15, bulkQueries: 10 } as const;

export function PricingPage() {
  const { t } = useTranslation();
  const contactPath = legalPaths[useLanguage()].contact;
  useDocumentTitle(t('pricing.title'));
  return (
    <section className="page container">
      <header className="page__header">
        <h1>{t('pricing.title')}</h1>
        <p className="lead">{t('pricing.lead')}</p>
      </header>
      <div className="plans">
        <article className="card plan" data-testid="plan-basic">
          <h2 className="plan__name">{t('pricing.basicName')}</h2>
          <p className="plan__price">{t('pricing.basicPrice')}</p>
          <ul className="plan__features">
            <li>
              <CheckIcon />
              {t('pricing.basicQueries', { n: basicPackage.queriesPerMonth })}
            </li>
            <li>
              <CheckIcon />
              {t('pricing.basicBulk', { n: basicPackage.bulkQueries })}
            </li>
          </ul>
          <Link to="/register" className="button button--primary button--block">
            {t('pricing.basicCta')}
          </Link>
        </article>
        <article className="card plan plan--business" data-testid="plan-business">
          <h2 className="plan__name">{t('pricing.businessName')}</h2>
          <p className="plan__price">{t('pricing.businessPrice')}</p>
          <p className="plan__text">{t('pricing.businessText')}</p>
          <Link to={contactPath} className="button button--secondary button--block">
            {t('pricing.businessCta')}
          </Link>
        </article>
      </div>
      <p className="muted page__note">{t('pricing.visitorNote')}</p>
    </section>
  );
}
