import type { Page, Request } from 'playwright-core';

/** One request of a page as it crossed the wire. */
export interface Transfer {
    url: string;
    /** Chromium's resource type: document, script, stylesheet, fetch, font, image… */
    type: string;
    /** The response body as received: compressed bytes when the server compressed it. */
    bodyBytes: number;
    headerBytes: number;
    /** The answer's Content-Encoding (br, gzip), null when it came as is or never came. */
    encoding: string | null;
    /** False when no complete answer arrived (refused, aborted). */
    completed: boolean;
}

export interface TransferMeter {
    /**
     * Every request the page started since the last take, once each has its whole answer (or has
     * failed): requests still waiting for their first byte when this is called are waited for too.
     */
    take(): Promise<Transfer[]>;
}

/** What one request weighed, read once its answer has fully arrived. */
async function measure(request: Request): Promise<Transfer> {
    const base = { url: request.url(), type: request.resourceType() };
    const response = await request.response().catch(() => null);
    if (!response) return { ...base, bodyBytes: 0, headerBytes: 0, encoding: null, completed: false };
    // finished() resolves when the last byte is in (or the load failed); sizes() reads Chromium's
    // count of the encoded bytes, which is what the network carried.
    const failure = await response.finished().catch(error => error as Error);
    const sizes = await request.sizes().catch(() => null);
    const encoding = (await response.headerValue('content-encoding').catch(() => null)) ?? null;
    return {
        ...base,
        bodyBytes: sizes?.responseBodySize ?? 0,
        headerBytes: sizes?.responseHeadersSize ?? 0,
        encoding,
        completed: failure === null && sizes !== null,
    };
}

/**
 * Meters what a page really received. Each request is counted from the moment it starts, and
 * its size is read only after its body has fully arrived, so a measure taken while bodies are
 * still on their way waits for them instead of counting what happened to be there.
 */
export function meterTransfers(page: Page): TransferMeter {
    let pending: Array<Promise<Transfer>> = [];
    page.on('request', request => {
        // Data URLs never touch the network.
        if (!request.url().startsWith('data:')) pending.push(measure(request));
    });
    return {
        async take() {
            const taken: Transfer[] = [];
            // Bodies that arrive may start more requests (a script importing another): drain until none is left.
            while (pending.length > 0) {
                const batch = pending;
                pending = [];
                taken.push(...(await Promise.all(batch)));
            }
            return taken;
        },
    };
}

export const bodyBytesOf = (transfers: readonly Transfer[], type?: string): number =>
    transfers.filter(transfer => type === undefined || transfer.type === type).reduce((sum, transfer) => sum + transfer.bodyBytes, 0);

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
