import { ErrorContent } from '../errors/error-content';
import { ErrorPageBoundary } from '../errors/error-page-boundary';

/** Any path the app does not know (the server answers it with status 404). */
export function NotFoundPage() {
  return (
    <ErrorPageBoundary>
      <ErrorContent status={404} />
    </ErrorPageBoundary>
  );
}
