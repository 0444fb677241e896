import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onError(error: unknown, info: ErrorInfo): void;
  children: ReactNode;
}

/** Catches a throw while rendering a remote's slot, so it never unmounts the shell; the owner shows the fallback. */
export class RemoteErrorBoundary extends Component<Props, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}
