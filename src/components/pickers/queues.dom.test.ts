import { describe, expect, it, vi } from 'vitest';
import { createQueueCache, matchingQueues } from './queues';

describe('queue names', () => {
    it('fetches once per service type and keeps the answer', async () => {
        const fetchQueues = vi.fn(async () => ['Main', 'HighPriority']);
        const names = createQueueCache(fetchQueues);
        expect(await names('TB_RULE_ENGINE')).toEqual(['Main', 'HighPriority']);
        expect(await names('TB_RULE_ENGINE')).toEqual(['Main', 'HighPriority']);
        expect(fetchQueues).toHaveBeenCalledTimes(1);
    });

    it('gives an empty list when the fetch fails, and tries again later', async () => {
        const fetchQueues = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['Main']);
        const names = createQueueCache(fetchQueues);
        expect(await names('TB_RULE_ENGINE')).toEqual([]);
        expect(await names('TB_RULE_ENGINE')).toEqual(['Main']);
    });

    it.each([
        ['', ['HighPriority', 'Main', 'SequentialByOriginator']],
        ['m', ['Main']],
        ['SEQ', ['SequentialByOriginator']],
        ['ain', []],
    ])('filters %j by case-insensitive prefix, sorted', (text, expected) => {
        expect(matchingQueues(['Main', 'SequentialByOriginator', 'HighPriority'], text)).toEqual(expected);
    });
});
