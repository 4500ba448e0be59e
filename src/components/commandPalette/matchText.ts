/** A matched part of a text: [start, end) in the text's characters. */
export type MatchRange = readonly [start: number, end: number];

export interface TextMatch {
    /** Higher is better; 0 for an empty query. */
    score: number;
    /** The parts to highlight, sorted and not overlapping. */
    ranges: MatchRange[];
}

/**
 * Lower case without accents, one character for one, so indices in the folded text are indices
 * in the original ("Čeština" matches "cest").
 */
const fold = (text: string): string =>
    // Split by UTF-16 units, not code points, so indices stay those of the original string.
    text.split('').map(char => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()[0] ?? char).join('');

const isWordStart = (text: string, index: number) => index === 0 || /[\s\-_./(]/.test(text[index - 1]!);

/** How good a place a substring was found at: the start of the text, of a word, or anywhere. */
const SUBSTRING_SCORES = { exact: 120, prefix: 100, wordStart: 80, inside: 60 } as const;
/** A subsequence ("dvprf" in "Device profiles") is a weaker match than any substring. */
const SUBSEQUENCE_SCORE = 20;

function substringMatch(text: string, word: string): TextMatch | null {
    let best: TextMatch | null = null;
    for (let index = text.indexOf(word); index >= 0; index = text.indexOf(word, index + 1)) {
        const score =
            word.length === text.length ? SUBSTRING_SCORES.exact
            : index === 0 ? SUBSTRING_SCORES.prefix
            : isWordStart(text, index) ? SUBSTRING_SCORES.wordStart
            : SUBSTRING_SCORES.inside;
        if (!best || score > best.score) best = { score, ranges: [[index, index + word.length]] };
    }
    return best;
}

/** How far apart a subsequence's letters may lie: beyond that it is a coincidence, not a match. */
const SUBSEQUENCE_SPREAD = 3;

/**
 * The characters of the word in order, starting at the start of a word of the text and spread
 * over at most three times the word's length; the more runs, the lower the score.
 */
function subsequenceMatch(text: string, word: string): TextMatch | null {
    let best: TextMatch | null = null;
    for (let start = text.indexOf(word[0]!); start >= 0; start = text.indexOf(word[0]!, start + 1)) {
        if (!isWordStart(text, start)) continue;
        const ranges: Array<[number, number]> = [[start, start + 1]];
        let from = start + 1;
        for (const char of word.slice(1)) {
            const index = text.indexOf(char, from);
            if (index < 0) break;
            const last = ranges[ranges.length - 1]!;
            if (last[1] === index) last[1] = index + 1;
            else ranges.push([index, index + 1]);
            from = index + 1;
        }
        const matchedAll = ranges.reduce((sum, [a, b]) => sum + b - a, 0) === word.length;
        if (!matchedAll || from - start > word.length * SUBSEQUENCE_SPREAD) continue;
        const score = SUBSEQUENCE_SCORE - ranges.length;
        if (!best || score > best.score) best = { score, ranges };
    }
    return best;
}

function mergeRanges(ranges: readonly MatchRange[]): MatchRange[] {
    const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
    const merged: Array<[number, number]> = [];
    for (const [start, end] of sorted) {
        const last = merged[merged.length - 1];
        if (last && start <= last[1]) last[1] = Math.max(last[1], end);
        else merged.push([start, end]);
    }
    return merged;
}

/**
 * Whether a text matches what the person typed, and how well: every word of the query must be
 * found, as a substring (best at the start of the text or of a word) or else as a subsequence.
 * Case and accents are ignored. null when some word is not found.
 */
export function matchText(query: string, text: string): TextMatch | null {
    const words = fold(query).split(/\s+/).filter(Boolean);
    if (words.length === 0) return { score: 0, ranges: [] };
    const folded = fold(text);
    const wholeQuery = words.join(' ');
    // The query as typed, spaces included, beats the same words found apart.
    const whole = words.length > 1 ? substringMatch(folded, wholeQuery) : null;
    if (whole) return whole;
    let score = 0;
    const ranges: MatchRange[] = [];
    for (const word of words) {
        const found = substringMatch(folded, word) ?? subsequenceMatch(folded, word);
        if (!found) return null;
        score += found.score;
        ranges.push(...found.ranges);
    }
    return { score: score / words.length, ranges: mergeRanges(ranges) };
}

/** The best match of the text or its extra words (an English name, a synonym); the ranges are the text's. */
export function matchItem(query: string, text: string, keywords: readonly string[] = []): TextMatch | null {
    const own = matchText(query, text);
    const viaKeyword = keywords.map(keyword => matchText(query, keyword)).reduce<TextMatch | null>(
        (best, match) => (match && (!best || match.score > best.score) ? match : best),
        null
    );
    if (own && (!viaKeyword || own.score >= viaKeyword.score)) return own;
    return viaKeyword ? { score: viaKeyword.score, ranges: own?.ranges ?? [] } : null;
}
