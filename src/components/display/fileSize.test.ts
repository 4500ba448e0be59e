import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('file size', () => {
    it.each([
        [0, '0 B'],
        [1023, '1023 B'],
        [1024, '1.0 KB'],
        [1536, '1.5 KB'],
        [1024 ** 2 * 2.25, '2.3 MB'],
        [1024 ** 3 * 3, '3.0 GB'],
        [1024 ** 4 * 1.234, '1.23 TB'],
        [1024 ** 5 * 5.5, '5.50 PB'],
        [1024 ** 6, '1024.00 PB'],
    ])('shows %d bytes as %s', (bytes, text) => {
        expect(formatFileSize(bytes)).toBe(text);
    });
});
