import { Component, type ReactNode } from 'react';
import { WidgetFallback } from './WidgetFallback';

interface Props {
    children: ReactNode;
    /** A new value (the widget's config changed) gives the widget another chance. */
    resetKey: string;
}

interface State {
    error: Error | null;
    resetKey: string;
}

/** Keeps a widget's crash inside its own box: 'Error loading widget' there, the rest of the dashboard untouched. */
export class WidgetErrorBoundary extends Component<Props, State> {
    override state: State = { error: null, resetKey: this.props.resetKey };

    static getDerivedStateFromError(error: unknown): Partial<State> {
        return { error: error instanceof Error ? error : new Error(String(error)) };
    }

    static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
        return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
    }

    override render() {
        return this.state.error ? <WidgetFallback kind="error" detail={this.state.error.message} /> : this.props.children;
    }
}
