import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Component, useEffect, useRef, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';

export interface MarkdownViewProps {
    data: string;
    /** On a render failure show the markdown plainly instead of the red error. */
    fallbackToPlainMarkdown?: boolean;
    /** Fires once every image in the text has loaded or failed. */
    onReady?: () => void;
    /** Extra renderers for elements (code blocks, links…). */
    components?: Components;
    lineNumbers?: boolean;
    markdownClass?: string;
    sx?: SxProps<Theme>;
}

class RenderGuard extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error: Error | null }> {
    override state: { error: Error | null } = { error: null };
    static getDerivedStateFromError(error: Error) {
        return { error };
    }
    override render() {
        return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
    }
}

/** Calls `onReady` when every image inside has loaded or failed (at once when there are none). */
const useImagesReady = (container: React.RefObject<HTMLElement | null>, data: string, onReady?: () => void) => {
    const readyRef = useRef(onReady);
    readyRef.current = onReady;
    useEffect(() => {
        const images = Array.from(container.current?.querySelectorAll('img') ?? []);
        let waiting = images.filter(image => !image.complete).length;
        if (waiting === 0) {
            readyRef.current?.();
            return;
        }
        const settle = () => {
            waiting -= 1;
            if (waiting === 0) readyRef.current?.();
        };
        images.forEach(image => {
            if (image.complete) return;
            image.addEventListener('load', settle, { once: true });
            image.addEventListener('error', settle, { once: true });
        });
        return () => images.forEach(image => {
            image.removeEventListener('load', settle);
            image.removeEventListener('error', settle);
        });
    }, [container, data]);
};

const codeWithLineNumbers: Components = {
    pre: ({ children }) => (
        <Box component="pre" sx={{ counterReset: 'line', '& code': { display: 'block' } }}>
            {children}
        </Box>
    ),
};

/**
 * Markdown rendered as HTML. Curly braces are plain text here (never a template), so a
 * `{{value}}` in help shows as written. A failure shows the plain markdown when
 * `fallbackToPlainMarkdown` is on, otherwise the error in red.
 */
export const MarkdownView = ({ data, fallbackToPlainMarkdown = false, onReady, components, lineNumbers = false, markdownClass, sx }: MarkdownViewProps) => {
    const container = useRef<HTMLDivElement>(null);
    useImagesReady(container, data, onReady);
    const rich = { ...(lineNumbers ? codeWithLineNumbers : {}), ...components };

    return (
        <Box
            ref={container}
            className={markdownClass}
            sx={[
                { '& img': { maxWidth: '100%' }, '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflow: 'auto' }, '& code': { fontFamily: 'monospace' } },
                ...(Array.isArray(sx) ? sx : [sx]),
            ]}
        >
            <RenderGuard
                key={data}
                fallback={error =>
                    fallbackToPlainMarkdown ? (
                        <ReactMarkdown>{data}</ReactMarkdown>
                    ) : (
                        <Typography color="error" role="alert">
                            {error.message || 'Failed to render markdown!'}
                        </Typography>
                    )
                }
            >
                <ReactMarkdown components={rich}>{data}</ReactMarkdown>
            </RenderGuard>
        </Box>
    );
};
