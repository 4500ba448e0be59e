import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
    it('turns markup into text', () => {
        expect(escapeHtml(`<b title="x">Tom & 'Jerry'</b>`)).toBe('&#60;b title=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/b&#62;');
    });
});
