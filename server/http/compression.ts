import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../routes/console';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * JSON and text: what shrinks. Not octet-stream (OTA packages and resource files are often
 * compressed already) nor images.
 */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?!event-stream)|application\/(?:javascript|xml))(?:;|$)/;

/**
 * Compresses the API's answers of 1 KB or more, brotli or gzip as the client accepts (brotli at
 * quality 4: most of its gain, little of its cost per request). The console's files are not
 * compressed here: the build wrote their brotli and gzip copies once (serveConsole picks one), so
 * their routes opt out. The telemetry WebSocket is not an answer and its frames stay as they are.
 * Request bodies are read as sent: a client's compressed upload is no form ThingsBoard accepts.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
    // Registered before the plugin, so it sees each route's choice first.
    app.addHook('onRoute', route => {
        if (!isApiPath(route.url)) route.compress = false;
    });
    await app.register(fastifyCompress, {
        threshold: COMPRESSION_THRESHOLD,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
        customTypes: COMPRESSIBLE,
        globalDecompression: false,
    });
    // A streamed answer (a proxied one) is compressed whatever its size: one that announces less
    // than the threshold is read into memory first (it is under 1 KB), so the threshold applies.
    app.addHook('onSend', async (_request, reply, payload) => {
        const length = Number(reply.getHeader('content-length'));
        if (payload instanceof Readable && Number.isFinite(length) && length < COMPRESSION_THRESHOLD) {
            const chunks: Buffer[] = [];
            for await (const chunk of payload) chunks.push(Buffer.from(chunk));
            return Buffer.concat(chunks);
        }
        return payload;
    });
}
