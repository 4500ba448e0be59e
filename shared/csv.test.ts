import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

const rows = (text: string, delimiter = ',') => parseCsv(text, delimiter).map(record => record.fields ?? record.error);

describe('parseCsv', () => {
    it.each([
        ['plain fields', 'a,b,c\n1,2,3', [['a', 'b', 'c'], ['1', '2', '3']]],
        ['CRLF and a lone CR end records', 'a,b\r\nc,d\re,f\r\n', [['a', 'b'], ['c', 'd'], ['e', 'f']]],
        ['empty lines are skipped', '\n\na\n\r\n\nb\n', [['a'], ['b']]],
        ['empty fields are kept, also at the end', ',a,,\n', [['', 'a', '', '']]],
        ['quoted delimiters', '"x,y",z', [['x,y', 'z']]],
        ['doubled quotes', '"say ""hi""",b', [['say "hi"', 'b']]],
        ['line breaks inside quotes', '"one\ntwo\r\nthree",b\nc,d', [['one\ntwo\r\nthree', 'b'], ['c', 'd']]],
        ['an empty quoted field', '"",x', [['', 'x']]],
        ['a quote inside an unquoted field is text', 'ab"c,d', [['ab"c', 'd']]],
        ['spaces are kept', ' a , b ', [[' a ', ' b ']]],
        ['the byte-order mark is dropped', '\uFEFFname,type\nA,B', [['name', 'type'], ['A', 'B']]],
        ['nothing in, nothing out', '', []],
    ])('%s', (_, text, expected) => {
        expect(rows(text)).toEqual(expected);
    });

    it.each([
        [';', 'a;"b;c";d', [['a', 'b;c', 'd']]],
        ['|', 'a|b,c', [['a', 'b,c']]],
        ['\t', 'a\t"b\tc"', [['a', 'b\tc']]],
    ])('splits on %j', (delimiter, text, expected) => {
        expect(rows(text, delimiter)).toEqual(expected);
    });

    it('reports a broken record and goes on with the next line', () => {
        expect(rows('a,"b"x,c\nd,e')).toEqual(['invalid character after a quoted field', ['d', 'e']]);
    });

    it('reports a quote left open to the end of the file', () => {
        expect(rows('a,b\n"open,c\nd,e')).toEqual([['a', 'b'], 'the file ends inside a quoted field']);
    });
});
