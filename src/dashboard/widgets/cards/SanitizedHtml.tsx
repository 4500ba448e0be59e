import Box from '@mui/material/Box';
import { useId } from 'react';
import { authorHtmlBox } from './containment';
import { sanitizeHtml, scopeCss } from './sanitizeHtml';

export interface SanitizedHtmlProps {
    html: string;
    /** The card's own CSS, applied inside the card only. */
    css?: string;
    className?: string;
}

/**
 * Author HTML shown after sanitizing, with its CSS scoped to this box. The scope's element sits in
 * a contained box the card's CSS cannot name, so even `& { position: fixed }` stays in the card.
 */
export const SanitizedHtml = ({ html, css = '', className }: SanitizedHtmlProps) => {
    // useId gives ':r1:'-like ids; a class name needs plain characters.
    const scope = `tb-card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
    const scopedCss = scopeCss(css, scope);
    return (
        <Box sx={{ position: 'absolute', inset: 0, ...authorHtmlBox }}>
            <Box
                className={[scope, className].filter(Boolean).join(' ')}
                sx={{ position: 'absolute', inset: 0, overflow: 'auto', typography: 'body2', '& img': { maxWidth: '100%' }, '& table': { borderCollapse: 'collapse' } }}
            >
                {scopedCss && <style>{scopedCss}</style>}
                <div style={{ height: '100%' }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
            </Box>
        </Box>
    );
};
