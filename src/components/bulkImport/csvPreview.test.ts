import { describe, expect, it } from 'vitest';
import { fileProblem, guessDelimiter, previewRecords } from './csvPreview';

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

it.each([
    ['name\nA', null],
    ['\uFEFF \r\n', 'import.empty-file'],
    ['\u0089PNG\r\n\u001a\n\u0000\u0000', 'import.not-csv-file'],
])('fileProblem(%j) → %s', (text, problem) => {
    expect(fileProblem(text)).toBe(problem);
});
