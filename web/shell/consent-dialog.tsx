import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { recentSearchesCap } from '../search/recent-searches';
import { setRecentSearchesEnabled } from '../search/recent-searches-store';
import { useRecentSearches } from '../search/use-recent-searches';

type ConsentDialogProps = { open: boolean; onClose: () => void };

/**
 * Our own cookie-settings dialog (spec notes: no third-party consent script). It lists the only storage
 * the app uses; recent searches can be turned off, which deletes them.
 */
export function ConsentDialog({ open, onClose }: ConsentDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { enabled } = useRecentSearches();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      data-testid="consent-dialog"
      onClose={onClose}
      onCancel={onClose}
    >
      <h2 id={titleId}>{t('consent.title')}</h2>
      <p>{t('consent.intro')}</p>
      <ul className="consent-list">
        <li className="consent-item">
          <div>
            <h3>{t('consent.languageTitle')}</h3>
            <p>{t('consent.languageText')}</p>
          </div>
          <span className="badge">{t('consent.alwaysOn')}</span>
        </li>
        <li className="consent-item">
          <div>
            <h3>{t('consent.recentTitle')}</h3>
            <p>{t('consent.recentText', { n: recentSearchesCap })}</p>
          </div>
          <input
            type="checkbox"
            role="switch"
            className="switch-input"
            aria-label={t('consent.recentSwitch')}
            data-testid="recent-searches-switch"
            aria-checked={enabled}
            checked={enabled}
            onChange={(event) => setRecentSearchesEnabled(event.target.checked)}
          />
        </li>
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('consent.close')}
        </button>
      </div>
    </dialog>
  );
}
