import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { messageText } from '../i18n/message-text';

type EstimateErrorProps = { domain: string; error: unknown; onRetry?: () => void };

/** Why there is no estimate: the translated API message, else 'Unexpected error' (spec section 8). */
export function EstimateError({ domain, error, onRetry }: EstimateErrorProps) {
  const { t } = useTranslation();
  const apiError = isApiError(error) ? error : undefined;
  const text = messageText(t, apiError?.messages[0]);
  // Retrying helps when the server could not be reached or failed, not when it refused the name.
  const canRetry = onRetry && (!apiError || apiError.status === 0 || apiError.status >= 500);
  return (
    <section className="card estimate-error" role="alert" data-testid="estimate-error">
      <h1 className="estimate__domain">{domain}</h1>
      <h2 className="estimate-error__title">{t('estimate.errorTitle')}</h2>
      <p className="estimate-error__message" data-testid="estimate-error-message">
        {text}
      </p>
      {apiError?.supportId && (
        <p className="muted small">{t('estimate.supportId', { id: apiError.supportId })}</p>
      )}
      {canRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('estimate.retry')}
        </button>
      )}
    </section>
  );
}
