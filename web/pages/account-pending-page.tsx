import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../shell/use-document-title';

/**
 * /login and /register until accounts exist (a later issue): an honest notice instead of a form that
 * would go nowhere, and the way to what works today.
 */
export function AccountPendingPage({ kind }: { kind: 'login' | 'register' }) {
  const { t } = useTranslation();
  const title = kind === 'login' ? t('account.loginTitle') : t('account.registerTitle');
  useDocumentTitle(title);
  return (
    <section className="page page--narrow" data-testid={`${kind}-page`}>
      <div className="card notice">
        <h1>{title}</h1>
        <p className="lead">{t('account.notOpen')}</p>
        <p>{t('account.text')}</p>
        <Link to="/" className="button button--primary">
          {t('account.cta')}
        </Link>
      </div>
    </section>
  );
}
