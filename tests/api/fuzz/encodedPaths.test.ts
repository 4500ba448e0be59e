// Encoded paths (issue #20.2): the router decodes `%6C` to `l`, so `/api/auth/%6Cogin` is the sign-in
// route; a check that reads the URL's text instead of the route it reached can be walked around.
// Every operation of the contract, its path spelled with percent-encoded letters (either hex case),
// must meet the same checks as its plain spelling: no token, 401; as tenant 1, the same answer
// status as the plain path and nothing of tenant 2.
//   FUZZ_RUNS=20 npx vitest run --project api tests/api/fuzz/encodedPaths.test.ts
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationKey } from '../../../shared/generated/operations.gen';
import { answerProblem, send } from './fuzzAnswer';
import { shapeOf, type FuzzRequest } from './fuzzRequest';
import { createFuzzWorld, TYPE_OF_PARAM, type FuzzWorld } from './fuzzWorld';
import { checkProperty } from './fuzzCheck';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 2002);

let world: FuzzWorld;
beforeAll(async () => {
    world = await createFuzzWorld();
}, 60_000);
afterAll(() => world.world.close());

const keys = Object.keys(operations) as OperationKey[];

/** One character as `%XX`, its hex digits in the case drawn. */
const percentEncoded = (char: string, upper: boolean) => {
    const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
    return `%${upper ? hex.toUpperCase() : hex.toLowerCase()}`;
};

/** A character the router must decode to reach the route: letters, digits, '-' and '_' of a static segment. */
const ENCODABLE = /[A-Za-z0-9_-]/;

/**
 * The operation's path with its parameters filled (ids of either tenant, or random) and, in its
 * static text, each encodable character percent-encoded or not as drawn; at least one is encoded.
 * Answers the plain and the encoded spelling.
 */
function spellings(key: OperationKey): fc.Arbitrary<{ plain: string; encoded: string }> {
    const template = shapeOf(key).path;
    const names = [...template.matchAll(/\{(\w+)\}/g)].map(match => match[1]!);
    const values = names.map(name => {
        const ids = world.idsOfType[TYPE_OF_PARAM[name] ?? ''] ?? [];
        return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
    });
    const statics = template.replace(/\{\w+\}/g, '').split('').filter(char => ENCODABLE.test(char)).length;
    const choices = fc.array(fc.constantFrom('keep', 'upper', 'lower'), { minLength: statics, maxLength: statics }).filter(picks => picks.some(pick => pick !== 'keep'));
    return fc.tuple(fc.tuple(...values), choices).map(([params, picks]) => {
        let param = 0;
        let position = 0;
        const pieces = template.split(/(\{\w+\})/);
        const plain = pieces.map(piece => (piece.startsWith('{') ? encodeURIComponent(params[param++]!) : piece)).join('');
        param = 0;
        const encoded = pieces
            .map(piece => {
                if (piece.startsWith('{')) return encodeURIComponent(params[param++]!);
                return piece
                    .split('')
                    .map(char => {
                        if (!ENCODABLE.test(char)) return char;
                        const pick = picks[position++];
                        return pick === 'keep' ? char : percentEncoded(char, pick === 'upper');
                    })
                    .join('');
            })
            .join('');
        return { plain, encoded };
    });
}

const check = <T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>, seed: number) => checkProperty(arbitrary, run, seed, RUNS);

describe('encoded spellings of every path meet the checks of the route they reach', () => {
    const signedIn = keys.filter(key => shapeOf(key).requiresAuth);

    it.each(signedIn)('%s asks a caller without a token for one (401, errorCode 10)', async key => {
        const { method } = shapeOf(key);
        await check(
            spellings(key),
            async ({ encoded }) => {
                const request: FuzzRequest = { role: 'anonymous', method, url: encoded, body: method === 'GET' ? { kind: 'none' } : { kind: 'json', value: {} } };
                const answer = await send(world, request);
                expect([encoded, answer.status, (JSON.parse(answer.text || 'null') as { errorCode?: number } | null)?.errorCode]).toEqual([encoded, 401, 10]);
            },
            SEED + keys.indexOf(key),
        );
    });

    // Reads only: a write sent twice would meet its own first effect.
    const reads = signedIn.filter(key => shapeOf(key).method === 'GET');
    it.each(reads)("%s answers tenant 1 as its plain spelling does, with nothing of tenant 2's", async key => {
        await check(
            fc.tuple(spellings(key), fc.constantFrom('tenant' as const, 'customer' as const)),
            async ([{ plain, encoded }, role]) => {
                const request = (url: string): FuzzRequest => ({ role, method: 'GET', url, body: { kind: 'none' } });
                const [plainAnswer, encodedAnswer] = [await send(world, request(plain)), await send(world, request(encoded))];
                expect([encoded, role, encodedAnswer.status]).toEqual([encoded, role, plainAnswer.status]);
                expect(answerProblem(world, key, request(encoded), encodedAnswer)).toBeNull();
            },
            SEED + keys.indexOf(key),
        );
    });
});
