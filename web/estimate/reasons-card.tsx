import { useTranslation } from 'react-i18next';
import type { Estimation } from '../../contracts/estimate';
import { useLanguage } from '../shell/use-language';
import { describeReasons } from './describe-reasons';
import { describeModel, describeSaleContext } from './describe-sale';

const arrows = { up: '▲', down: '▼', none: '•' } as const;

/**
 * The five properties of the name that moved the estimate most, each with its factor and a bar that
 * grows from the middle: to the right when it raises the estimate, to the left when it lowers it.
 */
export function ReasonsCard({ estimation }: { estimation: Estimation }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lines = describeReasons(t, estimation.reasons, language);

  return (
    <section className="card" aria-labelledby="reasons-title">
      <h2 id="reasons-title" className="card__title">
        {t('estimate.reasonsTitle')}
      </h2>
      {lines.length > 0 ? (
        <ol className="reasons" data-testid="estimate-reasons">
          {lines.map((line) => (
            <li
              key={line.key}
              className={`reasons__item reasons__item--${line.direction}`}
              title={line.effect}
            >
              <span className="reasons__phrase">{line.phrase}</span>
              <span className="reasons__bar" aria-hidden="true">
                <span className="reasons__fill" style={{ width: `${line.width / 2}%` }} />
              </span>
              <span className="reasons__factor" aria-hidden="true">
                <span className="reasons__arrow">{arrows[line.direction]}</span>
                {line.factor}
              </span>
              <span className="visually-hidden">: {line.effect}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('reasons.none')}</p>
      )}
      <p className="reasons__context" data-testid="estimate-context">
        {describeSaleContext(t, estimation.context)}
      </p>
      <p className="muted small" data-testid="estimate-model">
        {describeModel(t, estimation, language)}
      </p>
    </section>
  );
}
