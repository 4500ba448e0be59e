import Typography from '@mui/material/Typography';
import { micromark } from 'micromark';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { SanitizedHtml } from './SanitizedHtml';
import { fillValuePattern } from './valuePattern';

/** Settings of ThingsBoard's Markdown/HTML card that the console reads. */
export interface MarkdownCardSettings {
    markdownTextPattern?: string;
    markdownCss?: string;
}

/** Markdown (with inline HTML, as ThingsBoard allows) to HTML; the result is sanitized before it shows. */
export function renderMarkdown(text: string): string {
    return micromark(text, { allowDangerousHtml: true });
}

/**
 * ThingsBoard's Markdown/HTML card: `markdownTextPattern` with `${keyLabel}` and `${entityName}`
 * filled from the latest values, rendered as markdown, sanitized (no scripts, handlers or
 * `javascript:` links) and styled by `markdownCss` inside the card only. A text function
 * (`useMarkdownTextFunction`) is not run: widget code is never compiled in the console.
 */
export const MarkdownCard = ({ widget, snapshot }: WidgetComponentProps) => {
    const translate = useTranslate();
    const settings = (widget.config.settings ?? {}) as MarkdownCardSettings;
    let html: string;
    try {
        html = renderMarkdown(fillValuePattern(settings.markdownTextPattern ?? '', snapshot.data));
    } catch (error) {
        return (
            <Typography color="error" role="alert" sx={{ p: 1 }}>
                {error instanceof Error && error.message ? error.message : translate('widgets.markdown.render-failed')}
            </Typography>
        );
    }
    return <SanitizedHtml html={html} css={settings.markdownCss} className="tb-markdown-view" />;
};
