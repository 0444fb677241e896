// A page that throws while rendering shows the error page's 500 variant in its place; the
// header, footer and the next navigation keep working: a new path clears the failure (the
// boundary is not keyed by path, so a remote's parcel survives its own sub-navigation).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { ErrorPage } from '../pages/error/error-page.js';

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' }; // filled in with the path by getDerivedStateFromProps
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] a page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failedAt !== null ? <ServerErrorPage /> : this.props.children;
  }
}

function ServerErrorPage() {
  const { t } = useTranslation(SHELL_NS);
  return <ErrorPage status={500} message={t('routing.error.serverError')} />;
}
