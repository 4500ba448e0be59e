/**
 * `npm test`: installs what the suites need (Debian's chromium when missing), then runs every check
 * and suite (contract freshness, types, console build, unit, api, registry, e2e) and ends with one
 * line, `N passed, N failed`, that sums them all.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

let passed = 0;
let failed = 0;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    return result.status === 0;
}

/** A whole-project check counts as one test. */
function check(name: string, command: string, args: string[]): boolean {
    const started = Date.now();
    console.log(`\n▶ ${name}`);
    const ok = run(command, args);
    console.log(`${ok ? '✓' : '✗'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
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

interface VitestReport {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTotalTestSuites: number;
    success: boolean;
    testResults: Array<{ status: string; name: string; message?: string; assertionResults: unknown[] }>;
}

function runVitest(): void {
    const reportFile = path.join(os.tmpdir(), `thingdeck-vitest-${process.pid}.json`);
    console.log('\n▶ vitest: unit, api, registry, e2e');
    run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`]);
    if (!fs.existsSync(reportFile)) {
        console.error('vitest wrote no report');
        failed += 1;
        return;
    }
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as VitestReport;
    fs.rmSync(reportFile, { force: true });
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A test file that fails to load has no test results: count it as a failure, never as nothing.
    const brokenFiles = report.testResults.filter(file => file.status === 'failed' && file.assertionResults.length === 0);
    for (const file of brokenFiles) console.error(`✗ ${path.relative(root, file.name)} did not run: ${file.message ?? ''}`);
    failed += brokenFiles.length;
}

ensureChromium();
check('codegen: generated files match the contract', bin('tsx'), ['codegen/index.ts', '--check']);
check('typecheck: tsc --noEmit (strict)', bin('tsc'), ['-p', 'tsconfig.json']);
const built = check('build: vite build of the console', bin('vite'), ['build', '--logLevel', 'warn']);
if (!built) console.error('The console did not build: the browser suites will fail.');
runVitest();

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
