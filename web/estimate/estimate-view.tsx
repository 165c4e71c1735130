import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Estimation } from '../../contracts/estimate';
import { useLanguage } from '../shell/use-language';
import { formatPrice, formatShare } from './format-price';
import { nameFacts } from './name-facts';
import { RangeBar } from './range-bar';
import { ReasonsCard } from './reasons-card';

/** The visitor's estimate: the figure, its range, what moved it, facts about the name. */
export function EstimateView({ estimation }: { estimation: Estimation }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hasEstimate = estimation.estimation >= 0;
  const price = (amount: number) => formatPrice(amount, estimation.currency, language);
  const [low, high] = estimation.estimationRange;
  const coverage = formatShare(estimation.rangeCoverage, language);
  const rangeText = t('estimate.rangeValue', { low: price(low), high: price(high) });
  const facts = nameFacts(t, estimation.features, language);

  return (
    <div className="estimate" data-testid="estimate">
      <section className="card estimate__main" aria-labelledby="estimate-domain">
        <h1 id="estimate-domain" className="estimate__domain" data-testid="estimate-domain">
          {estimation.idn}
        </h1>
        {hasEstimate ? (
          <>
            <p className="estimate__label">{t('estimate.valueLabel')}</p>
            <p className="estimate__value" data-testid="estimate-value">
              {price(estimation.estimation)}
            </p>
            <div className="estimate__range" data-testid="estimate-range">
              <div className="estimate__range-head">
                <span className="estimate__range-title">{t('estimate.rangeTitle', { coverage })}</span>
                <span className="estimate__range-value">{rangeText}</span>
              </div>
              <RangeBar low={low} high={high} value={estimation.estimation} label={rangeText} />
              <p className="muted small">{t('estimate.rangeHelp', { coverage })}</p>
            </div>
          </>
        ) : (
          <p className="estimate__none" data-testid="estimate-none">
            {t('estimate.noEstimate')}
          </p>
        )}
      </section>

      <div className="estimate__details">
        <ReasonsCard estimation={estimation} />
        <section className="card" aria-labelledby="facts-title">
          <h2 id="facts-title" className="card__title">
            {t('estimate.factsTitle')}
          </h2>
          <dl className="facts" data-testid="estimate-facts">
            {facts.map((fact) => (
              <div key={fact.key} className="facts__row">
                <dt>{fact.label}</dt>
                <dd title={fact.help}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <p className="estimate__note" data-testid="estimate-note">
        {t('estimate.nonBinding')}
      </p>

      <section className="cta" aria-labelledby="cta-title">
        <div>
          <h2 id="cta-title">{t('estimate.ctaTitle')}</h2>
          <p>{t('estimate.ctaText', { domain: estimation.idn })}</p>
        </div>
        <Link to="/register" className="button button--light" data-testid="estimate-register">
          {t('estimate.ctaButton')}
        </Link>
      </section>
    </div>
  );
}
