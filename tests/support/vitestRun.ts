/**
 * One `vitest run` with its JSON report read back: what `npm test` sums per tier and what
 * `npm run test:repeat` counts per test.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const binary = (name: string) => path.join(REPO_ROOT, 'node_modules', '.bin', name);

interface JsonReport {
    testResults: Array<{
        name: string;
        status: string;
        message?: string;
        assertionResults: Array<{ fullName: string; status: string }>;
    }>;
}

export interface TestOutcome {
    /** Repository-relative file. */
    file: string;
    /** Describe blocks and title; "(file did not run)" for a file that failed to load or in a hook. */
    name: string;
    failed: boolean;
}

export interface VitestRun {
    outcomes: TestOutcome[];
    passed: number;
    failed: number;
    seconds: number;
    /** Messages of files that failed outside any test (load error, failing beforeAll/afterAll). */
    fileErrors: string[];
}

/** Runs vitest with the given arguments (projects, files), its normal output on this terminal. */
export function runVitest(args: string[], env: NodeJS.ProcessEnv = {}): VitestRun {
    const reportFile = reportPath();
    const started = Date.now();
    spawnSync(binary('vitest'), vitestArgs(args, reportFile), { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    return readReport(reportFile, args, (Date.now() - started) / 1000);
}

/** The same, without blocking this process: other work (a typecheck) can run meanwhile. */
export async function runVitestAsync(args: string[], env: NodeJS.ProcessEnv = {}): Promise<VitestRun> {
    const reportFile = reportPath();
    const started = Date.now();
    const child = spawn(binary('vitest'), vitestArgs(args, reportFile), { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    await new Promise(resolve => child.on('close', resolve));
    return readReport(reportFile, args, (Date.now() - started) / 1000);
}

const reportPath = () => path.join(os.tmpdir(), `thingdeck-vitest-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
const vitestArgs = (args: string[], reportFile: string) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args];

function readReport(reportFile: string, args: string[], seconds: number): VitestRun {
    if (!fs.existsSync(reportFile)) {
        const outcome = { file: args.join(' '), name: '(vitest wrote no report)', failed: true };
        return { outcomes: [outcome], passed: 0, failed: 1, seconds, fileErrors: ['vitest wrote no report'] };
    }
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JsonReport;
    fs.rmSync(reportFile, { force: true });
    const outcomes: TestOutcome[] = [];
    const fileErrors: string[] = [];
    for (const file of report.testResults) {
        const relative = path.relative(REPO_ROOT, file.name);
        for (const test of file.assertionResults) {
            if (test.status === 'passed' || test.status === 'failed') {
                outcomes.push({ file: relative, name: test.fullName, failed: test.status === 'failed' });
            }
        }
        // A file that fails to load, or whose hooks fail, has a failed status but maybe no failed test:
        // it counts as one failure, never as nothing.
        const anyTestFailed = file.assertionResults.some(test => test.status === 'failed');
        if (file.status === 'failed' && !anyTestFailed) {
            outcomes.push({ file: relative, name: '(file did not run)', failed: true });
            fileErrors.push(`${relative}: ${file.message ?? 'failed outside its tests'}`);
        }
    }
    return {
        outcomes,
        passed: outcomes.filter(outcome => !outcome.failed).length,
        failed: outcomes.filter(outcome => outcome.failed).length,
        seconds,
        fileErrors,
    };
}
