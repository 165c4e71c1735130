import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { Layout } from '../shell/layout';
import { ErrorContent } from './error-content';
import { ErrorPageBoundary } from './error-page-boundary';
import { describeError, reportError } from './report-error';

/** Shown when a page throws: the error page inside the usual navbar and footer, reported to /log. */
export function PageError() {
  return (
    <ErrorPageBoundary>
      <RouteErrorContent />
    </ErrorPageBoundary>
  );
}

/** Shown when the frame itself (navbar, footer) throws: tries the full error page once more. */
export function RootError() {
  return (
    <ErrorPageBoundary>
      <Layout>
        <RouteErrorContent />
      </Layout>
    </ErrorPageBoundary>
  );
}

function RouteErrorContent() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [supportId, setSupportId] = useState<string>();

  useEffect(() => {
    if (status === 404) return;
    // A repeat of the same failure is not sent again and returns no id; keep the first one.
    const id = reportError({ task: pathname, status, message: describeError(error) });
    if (id) setSupportId(id);
  }, [error, pathname, status]);

  // The exception's own text is for the log, not for the visitor.
  return <ErrorContent status={status} supportId={supportId} />;
}
