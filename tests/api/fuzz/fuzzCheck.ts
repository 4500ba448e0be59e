import fc from 'fast-check';

/**
 * Runs `run` on `runs` values drawn from `arbitrary` with `seed`, stopping at the first failure,
 * which it throws with the seed and run that replay it (fc.check rather than fc.assert: its report
 * would print huge drawn values in full).
 */
export async function checkProperty<T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>, seed: number, runs: number): Promise<void> {
    const details = await fc.check(fc.asyncProperty(arbitrary, run), { numRuns: runs, seed, endOnFailure: true });
    if (details.failed) {
        const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        throw new Error(`seed ${seed}, run ${details.numRuns}: ${cause}`);
    }
}
