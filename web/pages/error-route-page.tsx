import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorContent } from '../errors/error-content';
import { ErrorPageBoundary } from '../errors/error-page-boundary';
import { readErrorPageState } from '../errors/error-state';

/** /error: the error page with a status and message passed in router state or the query. */
export function ErrorRoutePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { status, message, messageKey } = readErrorPageState(location.state, location.search);
  return (
    <ErrorPageBoundary>
      <ErrorContent
        status={status}
        message={message ?? (messageKey ? t(`messages.${messageKey}`) : undefined)}
      />
    </ErrorPageBoundary>
  );
}
