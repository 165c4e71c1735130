import { useTranslation } from 'react-i18next';

/** Placeholder with the shape of the result, so the page does not jump when it arrives. */
export function EstimateLoading({ domain }: { domain: string }) {
  const { t } = useTranslation();
  return (
    <div className="estimate" aria-busy="true" data-testid="estimate-loading">
      <section className="card estimate__main">
        <h1 className="estimate__domain">{domain}</h1>
        <p className="estimate__loading-text" role="status">
          {t('estimate.loading', { domain })}
        </p>
        <div className="skeleton skeleton--value" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--bar" />
      </section>
      <div className="estimate__details">
        <section className="card">
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </section>
        <section className="card">
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </section>
      </div>
    </div>
  );
}
