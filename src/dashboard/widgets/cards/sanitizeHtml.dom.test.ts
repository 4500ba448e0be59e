import { describe, expect, it } from 'vitest';
import { sanitizeHtml, scopeCss } from './sanitizeHtml';

/** The sanitized HTML parsed back, to look at what a browser would build from it. */
const parsed = (html: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml(html);
    return holder;
};

describe('card HTML sanitizer', () => {
    it('keeps ordinary markup, classes and inline styles', () => {
        const html = parsed('<div class="card" style="color: red"><b>HTML</b> <a href="/devices">devices</a><img src="data:image/png;base64,AAAA" alt="x"></div>');
        expect(html.querySelector('div.card')?.getAttribute('style')).toBe('color: red');
        expect(html.querySelector('a')?.getAttribute('href')).toBe('/devices');
        expect(html.querySelector('img')).not.toBeNull();
    });

    it('drops script elements, in any spelling', () => {
        const html = parsed('<p>hi</p><script>alert(1)</script><SCRIPT src="//evil/x.js"></SCRIPT><svg><script>alert(2)</script></svg>');
        expect(html.querySelectorAll('script')).toHaveLength(0);
        expect(html.textContent).not.toContain('alert');
    });

    it('drops every on* handler', () => {
        const html = parsed('<img src="x" onerror="alert(1)"><div onclick="alert(2)" onMouseOver="alert(3)">x</div><svg onload="alert(4)"></svg><body onload="alert(5)">');
        for (const element of html.querySelectorAll('*')) {
            expect([...element.attributes].filter(attribute => attribute.name.toLowerCase().startsWith('on'))).toEqual([]);
        }
    });

    it('drops javascript: and other script URLs, however they are disguised', () => {
        const html = parsed(
            '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(2)">b</a><a href="jav&#x09;ascript:alert(3)">c</a><a href="vbscript:x">d</a>' +
                '<iframe src="javascript:alert(4)"></iframe><form action="javascript:alert(5)"><button formaction="javascript:alert(6)">e</button></form>',
        );
        for (const element of html.querySelectorAll('*')) {
            for (const attribute of element.attributes) expect(attribute.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(java|vb)script:/);
        }
        expect(html.querySelectorAll('iframe, form')).toHaveLength(0);
    });

    it('drops style, base, link and meta elements that would reach outside the card', () => {
        const html = parsed('<style>body{display:none}</style><base href="//evil/"><link rel="stylesheet" href="//evil/x.css"><meta http-equiv="refresh" content="0;url=//evil">ok');
        expect(html.querySelectorAll('style, base, link, meta')).toHaveLength(0);
        expect(html.textContent).toBe('ok');
    });
});

describe('card CSS scope', () => {
    it('nests the CSS in the card class', () => {
        expect(scopeCss('.card { font-size: 16px; }', 'tb-card-1')).toBe('.tb-card-1 {\n.card { font-size: 16px; }\n}');
        expect(scopeCss('  ', 'tb-card-1')).toBe('');
    });

    it('drops CSS that would close the scope and style the page', () => {
        expect(scopeCss('} body { display: none } .x {', 'tb-card-1')).toBe('');
        expect(scopeCss('.a { content: "{" } } body { display: none }', 'tb-card-1')).toBe('');
        expect(scopeCss('.a { color: red; /* } */ } } body {', 'tb-card-1')).toBe('');
        expect(scopeCss('.a { color: red', 'tb-card-1')).toBe('');
    });

    it('keeps braces inside strings and comments out of the count', () => {
        expect(scopeCss('.a::after { content: "}" } /* { */', 'tb-card-1')).not.toBe('');
    });

    it("drops CSS that names the card's own element or its ancestors, keeps an & inside a string", () => {
        expect(scopeCss('& { position: fixed; inset: 0 }', 'tb-card-1')).toBe('');
        expect(scopeCss(':has(&) nav { visibility: hidden }', 'tb-card-1')).toBe('');
        expect(scopeCss('body:has(.x &) { display: none }', 'tb-card-1')).toBe('');
        expect(scopeCss('@scope (body) { nav { display: none } }', 'tb-card-1')).toBe('');
        expect(scopeCss('.a::after { content: "Q&A" } /* & */', 'tb-card-1')).not.toBe('');
    });

        it('drops @import and anything that ends the style element', () => {
        expect(scopeCss('@import url(//evil/x.css); .a {}', 'tb-card-1')).toBe('');
        expect(scopeCss('.a {} </style><script>alert(1)</script>', 'tb-card-1')).toBe('');
    });
});
