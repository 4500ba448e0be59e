/**
 * `npm run test:repeat -- [--times N] <files…>`: runs the files N times in a row (default 5), each time
 * a fresh `vitest run`, and prints a table of every test: runs, failures (most failures first). A flake check: run it on a busy
 * machine (for instance next to a second copy of itself). Browser files need a built console
 * (`npx vite build`). Exits non-zero when any run of any test failed.
 */
import { runVitest, type TestOutcome } from './support/vitestRun';

const args = process.argv.slice(2);
const timesFlag = args.findIndex(arg => arg === '--times' || arg.startsWith('--times='));
let times = 5;
if (timesFlag >= 0) {
    const flag = args[timesFlag]!;
    const value = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : args[timesFlag + 1];
    times = Number(value);
    args.splice(timesFlag, flag.includes('=') ? 1 : 2);
}
if (!Number.isInteger(times) || times < 1 || args.length === 0) {
    console.error('usage: npm run test:repeat -- [--times N] <test files…>');
    process.exit(2);
}

/** Per test: runs and failures over all the rounds. */
const tally = new Map<string, { file: string; name: string; runs: number; failures: number }>();
const count = (outcome: TestOutcome) => {
    const key = `${outcome.file}\u0000${outcome.name}`;
    const entry = tally.get(key) ?? { file: outcome.file, name: outcome.name, runs: 0, failures: 0 };
    entry.runs += 1;
    if (outcome.failed) entry.failures += 1;
    tally.set(key, entry);
};

const roundSeconds: number[] = [];
for (let round = 1; round <= times; round++) {
    console.log(`\n▶ round ${round} of ${times}`);
    const result = runVitest(args);
    result.outcomes.forEach(count);
    roundSeconds.push(result.seconds);
    console.log(`round ${round}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(1)} s)`);
}

const rows = [...tally.values()].sort((a, b) => b.failures - a.failures || a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
const failing = rows.filter(row => row.failures > 0);
console.log(`\n${rows.length} tests, ${times} rounds (${roundSeconds.map(seconds => `${seconds.toFixed(0)} s`).join(', ')})`);
console.log(['runs', 'failures', 'test'].join('\t'));
for (const row of rows) console.log(`${row.runs}\t${row.failures}\t${row.file} > ${row.name}`);
const failures = rows.reduce((sum, row) => sum + row.failures, 0);
const runs = rows.reduce((sum, row) => sum + row.runs, 0);
console.log(`${failing.length === 0 ? 'no test failed' : `${failing.length} tests failed at least once`}: ${runs} runs, ${failures} failures`);
process.exit(failures === 0 ? 0 : 1);
