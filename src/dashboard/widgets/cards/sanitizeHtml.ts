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

/**
 * The code of a style sheet, its strings and comments left out; null when its braces do not close
 * as often as they open, or a string or comment does not end.
 */
function cssCode(css: string): string | null {
    let code = '';
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
            if (end < 0) return null;
            index = end + 1;
        } else {
            code += char;
            if (char === '{') depth += 1;
            else if (char === '}') {
                depth -= 1;
                if (depth < 0) return null;
            }
        }
    }
    return depth === 0 && quote === null ? code : null;
}

/**
 * Selectors that name the card's own element or what lies around it: `&` is the scope itself
 * (`:has(&)` reaches every ancestor up to the page), `@scope` picks a root of its own.
 */
const REACHES_OUT = /&|@scope/i;

/**
 * A card's CSS limited to the card: nested inside the card's own class (CSS nesting), so `.card`
 * means `.<scope> .card` and nothing else on the page changes. CSS that could close the scope
 * (unbalanced braces), name the scope or its ancestors (`&`, `@scope`), load other sheets
 * (`@import`) or end the style element is dropped whole.
 */
export function scopeCss(css: string, scopeClass: string): string {
    if (!css.trim()) return '';
    if (/@import|<\/?style/i.test(css)) return '';
    const code = cssCode(css);
    if (code === null || REACHES_OUT.test(code)) return '';
    return `.${scopeClass} {\n${css}\n}`;
}
