import { Writable } from 'node:stream';

const LEVEL_NAMES: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/**
 * A log destination for people at a terminal: `12:00:01 warn  message` instead of pino's JSON lines,
 * with an error's stack when there is one.
 */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
    return new Writable({
        write(chunk: Buffer, _encoding, done) {
            for (const line of chunk.toString('utf8').split('\n')) {
                if (!line.trim()) continue;
                try {
                    const entry = JSON.parse(line) as { level: number; time: number; msg?: string; err?: { stack?: string } };
                    const time = new Date(entry.time).toTimeString().slice(0, 8);
                    const level = (LEVEL_NAMES[entry.level] ?? String(entry.level)).padEnd(5);
                    out.write(`${time} ${level} ${entry.msg ?? ''}${entry.err?.stack ? `\n${entry.err.stack}` : ''}\n`);
                } catch {
                    out.write(`${line}\n`);
                }
            }
            done();
        },
    });
}
