import { describe, expect, it } from 'vitest';
import { guessDelimiter, previewRecords } from './csvPreview';

describe('guessDelimiter', () => {
    it.each([
        ['name,type\na,b', ','],
        ['\uFEFFname;type;label\na;b;c', ';'],
        ['name|type', '|'],
        ['name\ttype\tlabel,with comma', '\t'],
        ['name', ','],
    ])('%j → %j', (text, delimiter) => {
        expect(guessDelimiter(text)).toBe(delimiter);
    });
});

it('previewRecords reads only the first records, as the import splits them', () => {
    const text = ['name,label', '"A, one",x', ...Array.from({ length: 1000 }, (_, i) => `N${i},y`)].join('\n');
    expect(previewRecords(text, ',', 3)).toEqual([['name', 'label'], ['A, one', 'x'], ['N0', 'y']]);
});
