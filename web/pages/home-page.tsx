import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { basicEstimatePath } from '../search/plan-search';
import { SearchBar } from '../search/search-bar';
import { useRecentSearches } from '../search/use-recent-searches';
import { useDocumentTitle } from '../shell/use-document-title';

// Example names to try: ordinary names of different kinds, not picked to show off a price.
const examples = ['coffee.com', 'berlin.de', 'startup.io'];

export function HomePage() {
  const { t } = useTranslation();
  const { list } = useRecentSearches();
  useDocumentTitle();
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{t('home.title')}</h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <div className="hero__search">
            <SearchBar size="large" sticky autoFocus />
          </div>
          <p className="hero__examples">
            <span>{t('home.tryLabel')}:</span>
            {examples.map((domain) => (
              <Link key={domain} to={basicEstimatePath(domain)} className="chip">
                {domain}
              </Link>
            ))}
          </p>
        </div>
      </section>

      {list.length > 0 && (
        <section className="container section" aria-labelledby="recent-title">
          <h2 id="recent-title" className="section__title">
            {t('home.recentTitle')}
          </h2>
          <ul className="chip-list">
            {list.slice(0, 12).map((domain) => (
              <li key={domain}>
                <Link to={basicEstimatePath(domain)} className="chip">
                  {domain}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="container section" aria-labelledby="how-title">
        <h2 id="how-title" className="section__title">
          {t('home.howTitle')}
        </h2>
        <div className="feature-grid">
          <Feature number="1" title={t('home.salesTitle')} text={t('home.salesText')} />
          <Feature number="2" title={t('home.rangeTitle')} text={t('home.rangeText')} />
          <Feature number="3" title={t('home.freeTitle')} text={t('home.freeText')} />
        </div>
      </section>
    </>
  );
}

function Feature({ number, title, text }: { number: string; title: string; text: string }) {
  return (
    <article className="card feature">
      <span className="feature__number" aria-hidden="true">
        {number}
      </span>
      <h3>{title}</h3>
      <p>{text}</p>
    </article>
  );
}
