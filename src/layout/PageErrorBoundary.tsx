import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorView } from 'react-admin';

interface State {
    error: Error | null;
    errorInfo?: ErrorInfo;
}

/**
 * A page that throws shows react-admin's error panel inside the shell instead of blanking
 * the console; the next page (a new `resetKey`) starts afresh.
 */
export class PageErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, State> {
    override state: State = { error: null };

    static getDerivedStateFromError(error: Error): State {
        return { error };
    }

    override componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
        this.setState({ errorInfo });
    }

    override componentDidUpdate(previous: { resetKey: string }) {
        if (previous.resetKey !== this.props.resetKey && this.state.error) {
            this.setState({ error: null, errorInfo: undefined });
        }
    }

    override render() {
        const { error, errorInfo } = this.state;
        if (!error) return this.props.children;
        return (
            <ErrorView
                error={error}
                errorInfo={errorInfo}
                resetErrorBoundary={() => this.setState({ error: null, errorInfo: undefined })}
            />
        );
    }
}
