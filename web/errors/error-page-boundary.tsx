import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../i18n';
import { describeError, reportError } from './report-error';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * Around the error page: if showing an error fails too, fall back to a plain text and a link home
 * (spec section 2). The fallback uses nothing that could fail the same way: no router, no layout.
 */
export class ErrorPageBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError({
      task: typeof location === 'undefined' ? undefined : location.pathname,
      message: `The error page failed: ${describeError(error)}${info.componentStack ?? ''}`,
    });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

function text(key: string, fallback: string): string {
  try {
    return i18n.t(key, { defaultValue: fallback }) || fallback;
  } catch {
    return fallback;
  }
}

function ErrorPageFailed() {
  return (
    <div className="fatal-error" role="alert" data-testid="error-page-failed">
      <h1>{text('error.errorPageFailed', 'An error occurred while showing the error page')}</h1>
      <p>
        <a href="/">{text('error.home', 'Back to the home page')}</a>
      </p>
    </div>
  );
}
