import DOMPurify from 'dompurify';

/**
 * Card HTML written by a dashboard author (or a device's value inside it) made safe to insert:
 * DOMPurify (already shipped with react-admin) drops scripts, `on*` handlers, `javascript:` and
 * other unsafe URLs; on top of its defaults we refuse elements that could reach outside the card
 * (global styles, forms, frames, base URLs).
 */
export function sanitizeHtml(html: string): string {
    return DOMPurify.sanitize(html, {
        FORBID_TAGS: ['style', 'form', 'iframe', 'frame', 'object', 'embed', 'base', 'link', 'meta'],
        FORBID_ATTR: ['srcdoc', 'formaction'],
    });
}

/** True when the braces of a style sheet close as often as they open, outside strings and comments. */
function hasBalancedBlocks(css: string): boolean {
    let depth = 0;
    let quote: string | null = null;
    for (let index = 0; index < css.length; index += 1) {
        const char = css[index];
        if (char === '\\') {
            index += 1;
            continue;
        }
        if (quote) {
            if (char === quote) quote = null;
            continue;
        }
        if (char === '"' || char === "'") quote = char;
        else if (char === '/' && css[index + 1] === '*') {
            const end = css.indexOf('*/', index + 2);
            if (end < 0) return false;
            index = end + 1;
        } else if (char === '{') depth += 1;
        else if (char === '}') {
            depth -= 1;
            if (depth < 0) return false;
        }
    }
    return depth === 0 && quote === null;
}

/**
 * A card's CSS limited to the card: nested inside the card's own class (CSS nesting), so `.card`
 * means `.<scope> .card` and nothing else on the page changes. CSS that could close the scope
 * (unbalanced braces), load other sheets (`@import`) or end the style element is dropped whole.
 */
export function scopeCss(css: string, scopeClass: string): string {
    if (!css.trim()) return '';
    if (/@import|<\/?style/i.test(css) || !hasBalancedBlocks(css)) return '';
    return `.${scopeClass} {\n${css}\n}`;
}
