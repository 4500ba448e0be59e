/**
 * `npm test`: installs what the suites need (Debian's chromium when missing), then runs every check
 * and suite (contract freshness, types beside the console build and the unit tests in Node, then the
 * other test tiers one after another: unit in jsdom, api, registry, e2e), prints how long each took,
 * and ends with one line, `N passed, N failed`, that sums them all.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { binary, REPO_ROOT, runVitestAsync } from './support/vitestRun';

const CHROMIUM = '/usr/bin/chromium';

/** The tiers, in the order they run, and their vitest projects (vite.config.ts). */
const TIERS = {
    'unit-node': ['unit-node'],
    // The jsdom files that share their worker's modules, and those that mock modules (isolated).
    'unit-web': ['unit-web', 'unit-web-mocks'],
    api: ['api'],
    registry: ['registry'],
    e2e: ['e2e'],
} as const;
type Tier = keyof typeof TIERS;

let passed = 0;
let failed = 0;
/** Each part's line of the summary, in the order the parts start. */
const timings: Array<{ name: string; seconds: number; passed: number; failed: number; note: string }> = [];

function count(name: string, note = '') {
    const timing = { name, seconds: 0, passed: 0, failed: 0, note };
    timings.push(timing);
    const started = Date.now();
    return (result: { passed: number; failed: number }) => {
        Object.assign(timing, { seconds: (Date.now() - started) / 1000, passed: result.passed, failed: result.failed });
        passed += result.passed;
        failed += result.failed;
        return timing.seconds;
    };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
    const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    return result.status === 0;
}

/**
 * A whole-project check; it counts as one test. `beside` names what runs at the same time: the check's
 * output is then held and printed when it ends, not mixed into the other's.
 */
async function check(name: string, command: string, args: string[], beside?: string): Promise<boolean> {
    const done = count(name, beside ? `beside ${beside}` : '');
    if (!beside) console.log(`\n▶ ${name}`);
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const status = await new Promise<number | null>(resolve => child.on('close', resolve));
    const ok = status === 0;
    const seconds = done({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
    if (beside) console.log(`\n▶ ${name} (ran beside ${beside})\n${Buffer.concat(output).toString()}`);
    console.log(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`);
    return ok;
}

function ensureChromium(): void {
    if (fs.existsSync(CHROMIUM)) return;
    console.log(`\n▶ installing Debian's chromium (${CHROMIUM} is missing)`);
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const apt = (args: string[]) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { DEBIAN_FRONTEND: 'noninteractive' });
    if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', 'chromium'])) {
        console.error('Could not install chromium: the browser suites will fail.');
    }
}

async function runTier(tier: Tier): Promise<void> {
    console.log(`\n▶ vitest: ${tier}`);
    const done = count(tier);
    const result = await runVitestAsync(TIERS[tier].flatMap(project => ['--project', project]));
    done(result);
    for (const error of result.fileErrors) console.error(`✗ ${error}`);
    console.log(`${result.failed === 0 ? '✓' : '✗'} ${tier}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(1)} s)`);
}

const started = Date.now();
ensureChromium();
await check('codegen', binary('tsx'), ['codegen/index.ts', '--check']);
// tsc keeps one core busy for most of a minute: it runs beside the build and the Node unit tests, which
// leave room for it, instead of before them.
const typecheck = check('typecheck', binary('tsc'), ['-p', 'tsconfig.json'], 'build, unit-node');
const built = await check('build', binary('vite'), ['build', '--logLevel', 'warn']);
if (!built) console.error('The console did not build: the browser suites will fail.');
await runTier('unit-node');
await typecheck;
for (const tier of Object.keys(TIERS) as Tier[]) if (tier !== 'unit-node') await runTier(tier);

const minutes = (seconds: number) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
console.log('\nTime per part:');
for (const timing of timings) {
    const note = timing.note ? `   (${timing.note})` : '';
    console.log(`  ${timing.name.padEnd(10)} ${minutes(timing.seconds).padStart(12)}   ${timing.passed} passed, ${timing.failed} failed${note}`);
}
console.log(`  ${'total'.padEnd(10)} ${minutes((Date.now() - started) / 1000).padStart(12)}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
