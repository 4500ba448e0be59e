/**
 * The server in a child process for benchmarks (as `npm run server` runs it, in-memory database and
 * demo data), so the clients of a benchmark never share its event loop, with what a benchmark reads
 * of it from outside: CPU time, resident memory, and how long a trivial call waits for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../server/config';
import { freePort } from '../support/freePort';

export { freePort };

export const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

export interface ServerProcess {
    url: string;
    child: ChildProcess;
    /** performance.now() when the process was spawned. */
    spawnedAt: number;
    /** SIGTERM, then SIGKILL when it has not exited within 10 s; resolves once it has exited. */
    stop(): Promise<void>;
}

export interface ServerProcessOptions {
    port: number;
    /** 0 leaves the device MQTT broker off. */
    mqttPort?: number;
    /** More variables for the server (limits, DB_PATH …). */
    env?: Record<string, string>;
    /** Extra node flags (--cpu-prof …). */
    nodeFlags?: string[];
    /** The checkout whose server runs (another one for a before/after table); this one by default. */
    root?: string;
}

/** Starts the server in a child process and waits until it answers /api/health. */
export async function startServerProcess({ port, mqttPort = 0, env = {}, nodeFlags = [], root = REPO_ROOT }: ServerProcessOptions): Promise<ServerProcess> {
    const spawnedAt = performance.now();
    const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(root, 'server/index.ts')], {
        cwd: root,
        env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), MQTT_PORT: String(mqttPort), DB_PATH: ':memory:', SIMULATOR: '0', LOG_LEVEL: 'error', ...env },
        // Its banner would drown the numbers; errors still show.
        stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<void>(resolve => child.once('exit', () => resolve()));
    const stop = async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
        if (!stopped) {
            console.error('the server did not stop within 10 s of SIGTERM; killing it');
            child.kill('SIGKILL');
            await exited;
        }
    };
    const url = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 600; attempt++) {
        const healthy = await fetch(`${url}/api/health`).then(
            response => response.ok,
            () => false,
        );
        if (healthy) return { url, child, spawnedAt, stop };
        await sleep(100);
    }
    child.kill('SIGKILL');
    throw new Error('server did not start within 60 s');
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
export function cpuSecondsOf(pid: number | undefined): number | null {
    try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
        return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
        return null;
    }
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
export function residentMbOf(pid: number | undefined): number | null {
    try {
        const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
        return line ? Number(line[1]) / 1024 : null;
    } catch {
        return null;
    }
}

/** The value below which p % of the sorted values lie. */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export interface LatencyProbe {
    /** Stops probing; the latencies seen, sorted, in ms. */
    stop(): Promise<number[]>;
}

/**
 * Calls `call` one after another, `gapMs` apart, and records how long each took: while the server's
 * event loop is blocked, the call in flight waits, so the longest call is the longest stall.
 */
export function probeLatency(call: () => Promise<unknown>, gapMs = 20): LatencyProbe {
    const latencies: number[] = [];
    let running = true;
    const loop = (async () => {
        while (running) {
            const started = performance.now();
            await call().catch(() => undefined);
            latencies.push(performance.now() - started);
            await sleep(gapMs);
        }
    })();
    return {
        async stop() {
            running = false;
            await loop;
            return latencies.sort((a, b) => a - b);
        },
    };
}

export const describeLatencies = (sorted: readonly number[]) =>
    `${sorted.length} calls, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted[sorted.length - 1] ?? NaN).toFixed(1)} ms`;
