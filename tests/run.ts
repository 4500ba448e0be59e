/**
 * `npm test`: installs what the suites need (Debian's chromium when missing), then runs every check
 * and suite (contract freshness, types, console build, then the test tiers one after another: unit in
 * node, unit in jsdom, api, registry, e2e), prints how long each took, and ends with one line,
 * `N passed, N failed`, that sums them all.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { binary, REPO_ROOT, runVitest } from './support/vitestRun';

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
const timings: Array<{ name: string; seconds: number; passed: number; failed: number }> = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
    const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    return result.status === 0;
}

/** A whole-project check counts as one test. */
function check(name: string, command: string, args: string[]): boolean {
    const started = Date.now();
    console.log(`\n▶ ${name}`);
    const ok = run(command, args);
    const seconds = (Date.now() - started) / 1000;
    console.log(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`);
    timings.push({ name, seconds, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
    if (ok) passed += 1;
    else failed += 1;
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

function runTier(tier: Tier): void {
    console.log(`\n▶ vitest: ${tier}`);
    const result = runVitest(TIERS[tier].flatMap(project => ['--project', project]));
    for (const error of result.fileErrors) console.error(`✗ ${error}`);
    console.log(`${result.failed === 0 ? '✓' : '✗'} ${tier}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(1)} s)`);
    timings.push({ name: tier, seconds: result.seconds, passed: result.passed, failed: result.failed });
    passed += result.passed;
    failed += result.failed;
}

const started = Date.now();
ensureChromium();
check('codegen', binary('tsx'), ['codegen/index.ts', '--check']);
check('typecheck', binary('tsc'), ['-p', 'tsconfig.json']);
const built = check('build', binary('vite'), ['build', '--logLevel', 'warn']);
if (!built) console.error('The console did not build: the browser suites will fail.');
for (const tier of Object.keys(TIERS) as Tier[]) runTier(tier);

const minutes = (seconds: number) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
console.log('\nTime per part:');
for (const timing of timings) {
    console.log(`  ${timing.name.padEnd(10)} ${minutes(timing.seconds).padStart(12)}   ${timing.passed} passed, ${timing.failed} failed`);
}
console.log(`  ${'total'.padEnd(10)} ${minutes((Date.now() - started) / 1000).padStart(12)}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
