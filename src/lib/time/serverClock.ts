/**
 * The server's clock as the console knows it: its offset from the browser's, measured once by
 * reading GET /api/dashboard/serverTime (half the round trip counted), so that time windows end
 * at the server's now even when the browser's clock is wrong (ThingsBoard's getServerTimeDiff).
 */
// Date.now is read at each call, not bound once: tests and the page may replace it.
export const createServerClock = (localNow: () => number = () => Date.now()) => {
    let offset = 0;
    let measured: Promise<number> | null = null;
    return {
        /** The server's now: the browser's clock moved by the measured offset (0 until measured). */
        now: () => localNow() + offset,
        offset: () => offset,
        /**
         * Measures the offset once; later calls share the first measurement. A failed read keeps
         * the browser's clock and is tried again next time.
         */
        sync(readServerTime: () => Promise<number>): Promise<number> {
            measured ??= (async () => {
                const sent = localNow();
                const serverTime = Number(await readServerTime());
                const received = localNow();
                if (!Number.isFinite(serverTime)) throw new Error('serverTime is not a number');
                offset = Math.round(serverTime - (sent + received) / 2);
                return offset;
            })().catch(error => {
                measured = null;
                throw error;
            });
            return measured;
        },
    };
};

export type ServerClock = ReturnType<typeof createServerClock>;

/** The one server clock of the console. */
export const serverClock = createServerClock();
