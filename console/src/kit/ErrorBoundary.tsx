import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The top-level fallback of spec 000 §2: an unexpected failure shows "Something went wrong.". */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The error-reporting service is not wired yet; the console keeps the trace for whoever opens dev tools.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex min-h-60 flex-col items-center justify-center gap-3 p-8 text-center">
        <h1 className="text-xl font-bold">Something went wrong.</h1>
        <a className="text-primary hover:underline" href="#/">
          Back to home
        </a>
      </div>
    );
  }
}
