import { describe, expect, it } from 'vitest';
import { childText, parseXml, XmlError } from './xmlTree';

describe('parseXml', () => {
    it('reads elements, attributes, text, CDATA and entities, skipping the declaration and comments', () => {
        const root = parseXml(`<?xml version="1.0" encoding="utf-8"?>
            <!-- a model -->
            <LWM2M a='1' b="x &amp; y"><Name>Temp &lt;C&gt; &#65;&#x42;</Name><D><![CDATA[<raw> & text]]></D><Empty/></LWM2M>`);
        expect(root.name).toBe('LWM2M');
        expect(root.attributes).toEqual({ a: '1', b: 'x & y' });
        expect(childText(root, 'Name')).toBe('Temp <C> AB');
        expect(childText(root, 'D')).toBe('<raw> & text');
        expect(root.children.map(child => child.name)).toEqual(['Name', 'D', 'Empty']);
        expect(childText(root, 'Missing')).toBe('');
    });

    it.each([
        ['a document type (entity expansion)', '<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>'],
        ['an unknown entity', '<x>&nbsp;</x>'],
        ['mismatched tags', '<a><b></a></b>'],
        ['an unclosed element', '<a><b></b>'],
        ['two roots', '<a/><b/>'],
        ['text outside the root', 'hello <a/>'],
        ['an unterminated comment', '<a><!-- </a>'],
        ['a bad character reference', '<a>&#0;</a>'],
        ['no root at all', '<?xml version="1.0"?>'],
        ['a malformed tag', '<a b=1></a>'],
    ])('refuses %s', (_what, xml) => {
        expect(() => parseXml(xml)).toThrow(XmlError);
    });

    it('refuses nesting deeper than a model needs instead of recursing', () => {
        expect(() => parseXml('<a>'.repeat(100) + '</a>'.repeat(100))).toThrow('nested too deeply');
    });
});
