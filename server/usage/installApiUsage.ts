import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** API usage metering runs while the server does: flushing once a second, and a last time on close. */
export function installApiUsage(app: FastifyInstance, ctx: AppContext): void {
    app.addHook('onReady', async () => ctx.usage.start());
    app.addHook('onClose', async () => ctx.usage.stop());
}
