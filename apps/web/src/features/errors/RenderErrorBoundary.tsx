import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen';

interface State {
  error: Error | null;
}

/** Catches rendering errors outside the router and offers a reset (spec 1 §2). */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erro de renderização', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorScreen
        message={this.state.error.message}
        path={window.location.pathname}
        retryLabel="Tentar novamente"
        onRetry={() => this.setState({ error: null })}
        onBack={() => {
          this.setState({ error: null });
          window.history.back();
        }}
      />
    );
  }
}
