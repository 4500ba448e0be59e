import { describe, expect, it } from 'vitest';
import { FairQueue } from './fairQueue';

describe('fair queue', () => {
    it('serves owners in turn, one item each, whatever each has waiting', () => {
        const queue = new FairQueue<string>();
        for (let i = 1; i <= 3; i++) queue.push('noisy', `n${i}`);
        queue.push('quiet', 'q1');
        const order: string[] = [];
        for (let next = queue.take(10); next; next = queue.take(10)) order.push(next.item);
        expect(order).toEqual(['n1', 'q1', 'n2', 'n3']);
    });

    it('skips an owner that runs its limit until one of its items finishes', () => {
        const queue = new FairQueue<string>();
        queue.push('noisy', 'n1');
        queue.push('noisy', 'n2');
        expect(queue.take(1)).toEqual({ owner: 'noisy', item: 'n1' });
        expect(queue.take(1)).toBeUndefined();
        queue.push('quiet', 'q1');
        expect(queue.take(1)).toEqual({ owner: 'quiet', item: 'q1' });
        queue.finished('noisy');
        expect(queue.take(1)).toEqual({ owner: 'noisy', item: 'n2' });
        expect(queue.running('noisy')).toBe(1);
    });

    it('puts work that has to start over at the front of its lane, and takes waiting items back out', () => {
        const queue = new FairQueue<string>();
        queue.push('a', 'a2');
        queue.push('a', 'a1', true);
        expect(queue.remove('a', 'a2')).toBe(true);
        expect(queue.remove('a', 'a2')).toBe(false);
        expect(queue.waiting('a')).toBe(1);
        expect(queue.drain()).toEqual([{ owner: 'a', item: 'a1' }]);
        expect(queue.take(1)).toBeUndefined();
    });
});
