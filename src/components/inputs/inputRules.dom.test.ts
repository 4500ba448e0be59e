import { describe, expect, it } from 'vitest';
import { checkImageSize, extensionAllowed, isImageDataUrl, pickFile, readFile } from './fileContent';
import { addKeys, keysListError, pendingText } from './keyList';
import { keyValueRowsValid, mapOf, rowsOf } from './keyValueMap';

describe('keys list', () => {
    it('splits on comma and semicolon, trims, ignores empty and duplicate keys', () => {
        expect(addKeys(['a'], ' b ; c,, a ;b')).toEqual(['a', 'b', 'c']);
        expect(pendingText('x, y; temp')).toBe(' temp');
    });

    it('requires at least one key when required', () => {
        expect(keysListError([], true)).toBe('ra.validation.required');
        expect(keysListError([], true, 'entity.keys-required')).toBe('entity.keys-required');
        expect(keysListError([], false)).toBeNull();
        expect(keysListError(['a'], true)).toBeNull();
    });
});

describe('key-value map', () => {
    it('is an object of strings, invalid with any empty key or value', () => {
        expect(rowsOf({ a: '1' })).toEqual([{ key: 'a', value: '1' }]);
        expect(mapOf([{ key: 'a', value: '1' }, { key: 'b', value: '2' }])).toEqual({ a: '1', b: '2' });
        expect(keyValueRowsValid([{ key: 'a', value: '1' }])).toBe(true);
        expect(keyValueRowsValid([{ key: '', value: '1' }])).toBe(false);
        expect(keyValueRowsValid([{ key: 'a', value: '' }])).toBe(false);
    });
});

describe('file and image inputs', () => {
    it('filters by the allowed-extensions list', () => {
        expect(extensionAllowed('data.JSON', 'json, .csv')).toBe(true);
        expect(extensionAllowed('data.csv', 'json, .csv')).toBe(true);
        expect(extensionAllowed('data.txt', 'json,csv')).toBe(false);
        expect(extensionAllowed('data.txt')).toBe(true);
    });

    it('ignores empty files and files of other extensions', async () => {
        expect(await pickFile(new File([''], 'a.json'), { readAs: 'text' })).toBeNull();
        expect(await pickFile(new File(['{}'], 'a.txt'), { readAs: 'text', extensions: 'json' })).toBeNull();
        expect(await pickFile(new File(['{}'], 'a.json'), { readAs: 'text', extensions: 'json' })).toEqual({ fileName: 'a.json', content: '{}' });
    });

    it('reads a failing file as empty content', async () => {
        const failing = { size: 3 } as Blob; // FileReader refuses what is not a Blob
        expect(await readFile(failing, 'text')).toBe('');
    });

    it('refuses images over the size limit and content that is not data:image/', () => {
        expect(checkImageSize(2000, 1000)).toEqual({ ok: false, reason: 'too-large' });
        expect(checkImageSize(1000, 1000)).toEqual({ ok: true });
        expect(checkImageSize(5_000_000)).toEqual({ ok: true });
        expect(isImageDataUrl('data:image/png;base64,AA')).toBe(true);
        expect(isImageDataUrl('data:text/plain;base64,AA')).toBe(false);
    });
});
