import { useTranslation } from 'react-i18next';
import type { LegalPage as LegalPageName } from '../shell/legal-links';
import { useDocumentTitle } from '../shell/use-document-title';

// Contact, privacy, terms and imprint: short placeholder texts the operator replaces with their own
// details (web/i18n/*.json, keys under "legal"). The privacy page already says truthfully what the app
// stores and sends; the operator adds who is responsible and how long server logs are kept.

export function LegalPage({ page }: { page: LegalPageName }) {
  const { t } = useTranslation();
  const title = t(`legal.${page}Title`);
  useDocumentTitle(title);
  return (
    <article className="page page--narrow legal" data-testid={`legal-${page}`}>
      <h1>{title}</h1>
      {page === 'privacy' ? <PrivacyText /> : <SimpleText page={page} />}
      <p className="operator-note" role="note">
        {t('legal.operatorNote')}
      </p>
    </article>
  );
}

function SimpleText({ page }: { page: Exclude<LegalPageName, 'privacy'> }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="lead">{t(`legal.${page}Text`)}</p>
      {page === 'terms' && <p>{t('legal.termsEstimates')}</p>}
    </>
  );
}

function PrivacyText() {
  const { t } = useTranslation();
  return (
    <>
      <p className="lead">{t('legal.privacyIntro')}</p>
      <h2>{t('legal.privacyBrowserTitle')}</h2>
      <p>{t('legal.privacyBrowserText')}</p>
      <h2>{t('legal.privacyServerTitle')}</h2>
      <p>{t('legal.privacyServerText')}</p>
      <h2>{t('legal.privacyNoTrackingTitle')}</h2>
      <p>{t('legal.privacyNoTrackingText')}</p>
    </>
  );
}
