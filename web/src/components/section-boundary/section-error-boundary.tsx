import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { SectionFallback } from './section-fallback';

interface SectionErrorBoundaryProps {
  /** The section's anchor id: named in the console message and kept on the fallback. */
  sectionId: string;
  children: ReactNode;
  /** Called when the visitor presses 'Erneut versuchen', before the children mount again. */
  onReset?: () => void;
}

interface SectionErrorBoundaryState {
  failed: boolean;
  /** Bumped on every retry so the children mount afresh instead of reusing broken state. */
  attempt: number;
}

/**
 * Catches a render error in one landing-page section and shows the fallback there, so the rest of
 * the page keeps working. React only offers error boundaries as class components.
 */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, SectionErrorBoundaryState> {
  override state: SectionErrorBoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<SectionErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Abschnitt "${this.props.sectionId}" ist abgestürzt`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onReset?.();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return <SectionFallback anchorId={this.props.sectionId} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
