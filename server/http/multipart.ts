import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

export interface UploadedFile {
    field: string;
    fileName: string;
    contentType: string;
    data: Buffer;
}

/** A parsed multipart/form-data body: text fields and files. */
export interface MultipartBody {
    fields: Record<string, string>;
    files: UploadedFile[];
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** Splits a multipart/form-data body (RFC 7578) into its parts. */
export function parseMultipart(body: Buffer, contentType: string): MultipartBody {
    const boundary = contentType.match(/boundary=(?:"([^"]+)"|([^;]+))/i);
    const token = boundary?.[1] ?? boundary?.[2];
    if (!token) throw badRequest('Multipart body without a boundary');
    const delimiter = Buffer.from(`--${token.trim()}`);
    const result: MultipartBody = { fields: {}, files: [] };
    let start = body.indexOf(delimiter);
    if (start < 0) throw badRequest('Malformed multipart body');
    for (;;) {
        start += delimiter.length;
        if (body.subarray(start, start + 2).toString() === '--') break;
        if (body.subarray(start, start + 2).equals(CRLF)) start += 2;
        const next = body.indexOf(delimiter, start);
        if (next < 0) throw badRequest('Malformed multipart body');
        const part = body.subarray(start, next - 2); // the CRLF before the delimiter belongs to it
        const headerEnd = part.indexOf(HEADER_END);
        if (headerEnd < 0) throw badRequest('Malformed multipart body');
        const headers = part.subarray(0, headerEnd).toString('utf8');
        const data = part.subarray(headerEnd + 4);
        const disposition = headers.match(/content-disposition:[^\r\n]*/i)?.[0] ?? '';
        const name = disposition.match(/\bname="([^"]*)"/i)?.[1] ?? '';
        const fileName = disposition.match(/\bfilename="([^"]*)"/i)?.[1];
        if (fileName !== undefined) {
            const type = headers.match(/content-type:\s*([^\r\n]+)/i)?.[1]?.trim() ?? 'application/octet-stream';
            result.files.push({ field: name, fileName, contentType: type, data: Buffer.from(data) });
        } else result.fields[name] = data.toString('utf8');
        start = next;
    }
    return result;
}

/** OTA and resource uploads arrive as multipart/form-data; the handler reads `MultipartBody`. */
export function installMultipartParser(app: FastifyInstance): void {
    app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
        try {
            done(null, parseMultipart(body as Buffer, String(request.headers['content-type'])));
        } catch (error) {
            done(error as Error, undefined);
        }
    });
}
