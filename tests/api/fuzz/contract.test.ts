// Contract fuzzing (issue #14.1): every operation of schemas/openapi.yaml gets requests built from its
// own JSON Schemas, valid and hostile, from every role. Every answer must be ThingsBoard's error body
// or a 2xx matching the contract, never a 500 or a hang, never tenant 2's data for tenant 1.
//   FUZZ_RUNS=200 npx vitest run --project api tests/api/fuzz   (default: a fixed seed and a few runs)
//   FUZZ_SEED=<n> replays another seed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { operations, type OperationKey } from '../../../shared/generated/operations.gen';
import { answerProblem, REQUEST_TIMEOUT_MS, send } from './fuzzAnswer';
import { describeRequest, requestArbitrary } from './fuzzRequest';
import { createFuzzWorld, type FuzzWorld } from './fuzzWorld';
import { breaksSessions, SKIPPED_OPERATIONS } from './fuzzLimits';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 1422);

let world: FuzzWorld;
beforeAll(async () => {
    world = await createFuzzWorld();
}, 60_000);
afterAll(() => world.world.close());

// Deleting operations run last, so the others meet a world that still has all its rows.
const keys = (Object.keys(operations) as OperationKey[]).sort((a, b) => Number(a.startsWith('DELETE ')) - Number(b.startsWith('DELETE ')));

describe('every contract operation survives fuzzing', () => {
    it.each(keys.filter(key => !(key in SKIPPED_OPERATIONS)))('%s', async key => {
        const property = fc.asyncProperty(requestArbitrary(world, key, breaksSessions(key)), async request => {
            let problem: string | null;
            try {
                problem = answerProblem(world, key, request, await send(world, request));
            } catch (error) {
                problem = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${REQUEST_TIMEOUT_MS} ms` : String(error);
            }
            if (problem) throw new Error(`${problem}\n  request ${describeRequest(request)}`);
        });
        const seed = SEED + keys.indexOf(key);
        // fc.check rather than fc.assert: its report would print 10,000-deep bodies in full.
        const details = await fc.check(property, { numRuns: RUNS, seed, endOnFailure: !process.env.FUZZ_SHRINK });
        if (details.failed) {
            const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
            throw new Error(`seed ${seed}, run ${details.numRuns}: ${cause}`);
        }
    }, 120_000);

    it.each(Object.entries(SKIPPED_OPERATIONS))('skips %s: %s', () => {});
});
