import { describe, expect, it } from 'vitest';
import { matchItem, matchText } from './matchText';

describe('matchText', () => {
    it('matches everything on an empty query, with nothing highlighted', () => {
        expect(matchText('  ', 'Devices')).toEqual({ score: 0, ranges: [] });
    });

    it('ignores case and accents and highlights the matched part', () => {
        expect(matchText('DEV', 'Devices')?.ranges).toEqual([[0, 3]]);
        expect(matchText('cest', 'Čeština')?.ranges).toEqual([[0, 4]]);
    });

    it('ranks a whole name over its start, a start over a word start, a word start over the inside', () => {
        const score = (text: string) => matchText('view', text)!.score;
        expect(score('View')).toBeGreaterThan(score('Views of things'));
        expect(score('Views of things')).toBeGreaterThan(score('Entity views'));
        expect(score('Entity views')).toBeGreaterThan(score('Preview'));
    });

    it('finds every word, in any order', () => {
        expect(matchText('a1 test', 'Test Device A1')?.ranges).toEqual([[0, 4], [12, 14]]);
        expect(matchText('test b1', 'Test Device A1')).toBeNull();
    });

    it('falls back to the letters in order, below any substring', () => {
        const fuzzy = matchText('dvpro', 'Device profiles');
        expect(fuzzy?.ranges).toEqual([[0, 1], [2, 3], [7, 10]]);
        expect(fuzzy!.score).toBeLessThan(matchText('prof', 'Device profiles')!.score);
        expect(matchText('xyz', 'Device profiles')).toBeNull();
        // Not from inside a word, nor spread over a long text.
        expect(matchText('evpro', 'Device profiles')).toBeNull();
        expect(matchText('rule', 'Switch language to Português (Brasil)')).toBeNull();
    });

    it('finds an entry by a keyword but highlights only its own text', () => {
        const match = matchItem('logout', 'Sign out', ['Logout']);
        expect(match?.ranges).toEqual([]);
        expect(match?.score).toBeGreaterThan(0);
        expect(matchItem('sign', 'Sign out', ['Logout'])?.ranges).toEqual([[0, 4]]);
        expect(matchItem('zzz', 'Sign out', ['Logout'])).toBeNull();
    });
});
