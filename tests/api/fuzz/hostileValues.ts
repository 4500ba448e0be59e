import fc from 'fast-check';

/** Text an attacker or a careless client sends: SQL, script, template and path fragments. */
export const HOSTILE_FRAGMENTS = [
    "' OR '1'='1",
    "'; DROP TABLE device; --",
    '" OR 1=1 --',
    '%',
    '_',
    '\\',
    '%_\\\'"',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '${7*7}',
    "{{constructor.constructor('return process')()}}",
    '__proto__',
    'constructor',
    '../../../../etc/passwd',
    '\u0000',
    '\uD800',
    '\u202E\u0645\u0631\u062D\u0628\u0627',
    '👩‍👩‍👧‍👦🔥',
    'NaN',
    '-1',
    '1e309',
    '',
    ' ',
];

/** Numbers that break naive paging and arithmetic. */
export const HOSTILE_NUMBERS = [-1, 0, -2147483648, 2147483647, 2147483648, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5, -0.0001];

/** Ids that are not ids, or are ids nobody owns. */
export const MALFORMED_IDS = ['not-a-uuid', '13814000-1dd2-11b2-8080-808080808080', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', "1' OR '1'='1", '..', '%2e%2e', 'null', 'undefined', '123', '5b5e6f70-0000-11ee-8000-00000000000Z'];

/**
 * JSON text nested `depth` levels deep, as arrays or objects. Sent as text: JSON.stringify of such a
 * value overflows the test's own stack long before the server's parser minds.
 */
export function deepJsonText(depth: number, asObject: boolean): string {
    return asObject ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth);
}

/** Deep enough to trip naive recursion, shallow enough to stringify inside a generated body. */
const NESTED_DEPTH = 200;

export const hugeString = fc.constantFrom(100_000, 1_000_000).map(size => 'x'.repeat(size));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_FRAGMENTS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: hugeString },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_IDS) },
);

/** Any JSON at all, including the shapes that crash careless code. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS, null, true, false, [], {}) },
    { weight: 1, arbitrary: fc.boolean().map(asObject => JSON.parse(deepJsonText(NESTED_DEPTH, asObject)) as unknown) },
    { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}') as unknown) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
