/**
 * Summarises a V8 CPU profile (node --cpu-prof, e.g. from `PROFILE_DIR=/tmp/prof npx tsx tests/bench/load.ts`):
 * the functions and packages with the most self time, and the repository's functions with the most
 * total time (themselves plus what they call).
 *   [FROM_S=12] [TOP=25] npx tsx tests/bench/cpu-profile-summary.ts /tmp/prof/CPU.*.cpuprofile
 * FROM_S skips the samples of the process's first seconds (start-up), as load.ts prints them.
 */
import fs from 'node:fs';

interface ProfileNode {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
}
interface CpuProfile {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile>');
const top = Number(process.env.TOP ?? 25);
const fromMicros = Number(process.env.FROM_S ?? 0) * 1e6;
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
const nodesById = new Map(profile.nodes.map(node => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** node_modules/<package> (scoped too), the repository-relative path, node:… or V8's own bucket. */
function ownerOf(url: string): string {
    const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (inModules) return inModules[1]!;
    if (url.startsWith('node:')) return url;
    const inRepo = url.match(/\/(server|src|tests)\/(.+)$/);
    return inRepo ? `${inRepo[1]}/${inRepo[2]}` : url || '(native/V8)';
}
const functionOf = ({ callFrame }: ProfileNode) => `${callFrame.functionName || '(anonymous)'}  ${ownerOf(callFrame.url)}:${callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const byOwner = new Map<string, number>();
const total = new Map<string, number>();
const add = (sums: Map<string, number>, key: string, ms: number) => sums.set(key, (sums.get(key) ?? 0) + ms);
let elapsedMicros = 0;
let sampledMs = 0;
profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    elapsedMicros += delta;
    if (elapsedMicros < fromMicros) return;
    const ms = delta / 1000;
    const node = nodesById.get(id)!;
    sampledMs += ms;
    add(self, functionOf(node), ms);
    add(byOwner, ownerOf(node.callFrame.url), ms);
    // Each repository function on the stack once, however deep it recurses.
    const onStack = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
        const frame = nodesById.get(current)!;
        if (/\/(server|src)\//.test(frame.callFrame.url)) onStack.add(functionOf(frame));
    }
    for (const key of onStack) add(total, key, ms);
});

const print = (title: string, sums: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [key, ms] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, top)) {
        console.log(`${ms.toFixed(0).padStart(8)} ms ${((ms / sampledMs) * 100).toFixed(1).padStart(5)} %  ${key}`);
    }
};
console.log(`${(sampledMs / 1000).toFixed(1)} s sampled from ${fromMicros / 1e6} s on`);
print('self time by function', self);
print('self time by package or file', byOwner);
print('total time by repository function', total);
