/**
 * CPU time from /proc (Linux): a process's threads one by one, so a benchmark can tell the server's
 * main thread from its worker threads, and the machine's cores, to show what else ran on them.
 */
import fs from 'node:fs';

/** CPU seconds per thread of a process: the main thread (its id is the process id) and the others by name. */
export function threadSeconds(pid: number): Map<number, { name: string; seconds: number }> {
    const threads = new Map<number, { name: string; seconds: number }>();
    let ids: string[] = [];
    try {
        ids = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
        return threads;
    }
    for (const id of ids) {
        try {
            const stat = fs.readFileSync(`/proc/${pid}/task/${id}/stat`, 'utf8');
            const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
            const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
            threads.set(Number(id), { name, seconds: (Number(fields[11]) + Number(fields[12])) / 100 });
        } catch {
            // the thread ended meanwhile
        }
    }
    return threads;
}

export interface ThreadShare {
    /** The main thread's share of one core, in %. */
    main: number;
    /** Every other thread's share, by thread name, in % of one core. */
    others: Map<string, number>;
    total: number;
}

/** How much of one core each thread group used between two samples `seconds` apart. */
export function threadShare(before: ReturnType<typeof threadSeconds>, after: ReturnType<typeof threadSeconds>, pid: number, seconds: number): ThreadShare {
    const others = new Map<string, number>();
    let main = 0;
    let total = 0;
    for (const [id, thread] of after) {
        const share = ((thread.seconds - (before.get(id)?.seconds ?? 0)) / seconds) * 100;
        total += share;
        if (id === pid) main = share;
        else others.set(thread.name, (others.get(thread.name) ?? 0) + share);
    }
    return { main, others, total };
}

/** Busy and total jiffies of each core of the machine, from /proc/stat. */
export function coreJiffies(): Array<{ busy: number; total: number }> {
    return fs
        .readFileSync('/proc/stat', 'utf8')
        .split('\n')
        .filter(line => /^cpu\d+ /.test(line))
        .map(line => {
            const values = line.trim().split(/\s+/).slice(1).map(Number);
            const idle = (values[3] ?? 0) + (values[4] ?? 0);
            const total = values.reduce((sum, value) => sum + value, 0);
            return { busy: total - idle, total };
        });
}

/** Each core's busy share (%) between two samples, whoever used it. */
export const coreBusy = (before: ReturnType<typeof coreJiffies>, after: ReturnType<typeof coreJiffies>) =>
    after.map((core, index) => {
        const previous = before[index] ?? { busy: 0, total: 0 };
        return ((core.busy - previous.busy) / Math.max(1, core.total - previous.total)) * 100;
    });
