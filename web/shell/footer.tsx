import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { legalPaths } from './legal-links';
import { useLanguage } from './use-language';

type FooterProps = { onOpenCookieSettings: () => void };

/** Spec section 2: by-provider line, logo at width 110, legal links whose targets depend on language. */
export function Footer({ onOpenCookieSettings }: FooterProps) {
  const { t } = useTranslation();
  const paths = legalPaths[useLanguage()];
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__brand">
          <Link to="/" aria-label={t('nav.home')}>
            <img src="/logo.svg" alt={t('app.name')} width={110} className="footer__logo" />
          </Link>
          <p className="footer__provider">{t('footer.byProvider')}</p>
          <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
        <nav className="footer__links" aria-label={t('footer.label')}>
          <Link to={paths.contact}>{t('footer.contact')}</Link>
          <Link to={paths.privacy}>{t('footer.privacy')}</Link>
          <button
            type="button"
            className="link-button"
            data-testid="cookie-settings"
            onClick={onOpenCookieSettings}
          >
            {t('footer.cookies')}
          </button>
          <Link to={paths.terms}>{t('footer.terms')}</Link>
          <Link to={paths.imprint}>{t('footer.imprint')}</Link>
        </nav>
      </div>
    </footer>
  );
}
