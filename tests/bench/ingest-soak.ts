/**
 * The ingest soak of issue #29.5 (not part of npm test; about 32 minutes):
 *   npx tsx tests/bench/ingest-soak.ts
 *   SECONDS=600 npx tsx tests/bench/ingest-soak.ts          # a shorter try
 *
 * tests/bench/ingest.ts with the soak's settings: 1,000 smart meters over MQTT, 1,000 msg/s for
 * 30 minutes, alarm rules on, no `ts` (the server stamps every point). Its table streams as it
 * runs; at the end each goal is judged against the run's numbers:
 *   - zero lost: every acknowledged reading is stored;
 *   - memory flat: resident memory at the end within 10 % of the warm value (after the first minute);
 *   - p99 acknowledgement latency under 50 ms.
 * A machine shared with other work moves latency most: the load average at the start and the end
 * is printed beside the verdicts. Exit code 1 when a goal is missed. Results: docs/performance.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IngestSummary } from './ingest';

const SOAK = { DEVICES: '1000', RATE: '1000', SECONDS: process.env.SECONDS ?? '1800', ALARMS: '1', TRANSPORT: 'mqtt', TS: '0' };
const GOALS = { lost: 0, rssGrowthPercent: 10, p99Ms: 50 };

const summaryPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-soak-')), 'summary.json');
const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'ingest.ts')], { env: { ...process.env, ...SOAK, SUMMARY_JSON: summaryPath }, stdio: 'inherit' });
const code = await new Promise<number | null>(resolve => child.once('exit', resolve));
if (code !== 0 || !fs.existsSync(summaryPath)) {
    console.error(`\nsoak: the benchmark ended with code ${code} and no summary`);
    process.exit(1);
}
const summary = JSON.parse(fs.readFileSync(summaryPath, 'utf8')) as IngestSummary;
fs.rmSync(path.dirname(summaryPath), { recursive: true, force: true });

const verdicts = [
    { goal: 'zero lost', met: summary.lost <= GOALS.lost, measured: `${summary.lost} lost of ${summary.acked} acknowledged (${summary.refused} refused, never acknowledged)` },
    { goal: `memory flat within ${GOALS.rssGrowthPercent} %`, met: Math.abs(summary.rssGrowthPercent) <= GOALS.rssGrowthPercent, measured: `${summary.rssWarm.toFixed(0)} → ${summary.rssLast.toFixed(0)} MB (${summary.rssGrowthPercent.toFixed(1)} %)` },
    { goal: `p99 acknowledgement under ${GOALS.p99Ms} ms`, met: summary.p99 < GOALS.p99Ms, measured: `p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, max ${summary.max.toFixed(0)} ms` },
];
console.log(`\nsoak verdict (${SOAK.DEVICES} devices, ${SOAK.RATE} msg/s, ${SOAK.SECONDS} s; load average ${summary.loadStart.toFixed(1)} at the start, ${summary.loadEnd.toFixed(1)} at the end, on ${os.cpus().length} CPUs):`);
for (const verdict of verdicts) console.log(`  ${verdict.met ? 'met   ' : 'MISSED'}  ${verdict.goal}: ${verdict.measured}`);
process.exit(verdicts.every(verdict => verdict.met) ? 0 : 1);
