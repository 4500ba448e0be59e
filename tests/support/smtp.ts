import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
    to: string[];
    subject: string;
    /** The whole message, each part's body decoded (base64, or quoted-printable soft breaks and escapes undone). */
    text: string;
}

/** Undoes quoted-printable: soft line breaks (`=` at line end) and `=XX` escapes. */
export function decodeQuotedPrintable(raw: string): string {
    const joined = raw.replace(/=\r?\n/g, '');
    const bytes = Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
    return bytes.toString('utf8');
}

/** Undoes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as a non-ASCII subject arrives. */
export function decodeEncodedWords(header: string): string {
    const words = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
    // The space between two encoded words belongs to neither.
    return header.replace(/\?=\s+=\?/g, '?==?').replace(words, (_m, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64').toString('utf8')
            : decodeQuotedPrintable(text.replace(/_/g, ' ')));
}

/**
 * The message with each part's body decoded by its Content-Transfer-Encoding (base64 for text that is
 * mostly not ASCII, quoted-printable otherwise); a message without parts is decoded as quoted-printable.
 */
export function decodeParts(raw: string): string {
    const part = /(Content-Transfer-Encoding: (base64|quoted-printable)\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([\s\S]*?)(?=\r?\n--|$)/gi;
    if (!part.test(raw)) return decodeQuotedPrintable(raw);
    return raw.replace(part, (_m, headers: string, encoding: string, body: string) =>
        headers + (encoding.toLowerCase() === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : decodeQuotedPrintable(body))
    );
}

/** A message's header, folded lines joined. */
const headerOf = (raw: string, name: string): string | undefined =>
    raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ').match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim();

/** A local SMTP server that keeps every message it receives, for tests of mailed links. */
export class MailCatcher {
    readonly messages: CapturedMail[] = [];
    private readonly server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData: (stream, session, callback) => {
            const chunks: Buffer[] = [];
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('end', () => {
                const raw = Buffer.concat(chunks).toString('utf8');
                this.messages.push({
                    to: session.envelope.rcptTo.map(rcpt => rcpt.address.toLowerCase()),
                    subject: decodeEncodedWords(headerOf(raw, 'Subject') ?? ''),
                    text: decodeParts(raw),
                });
                callback();
            });
        },
    });

    async start(): Promise<number> {
        await new Promise<void>(resolve => this.server.listen(0, '127.0.0.1', resolve));
        return (this.server.server.address() as AddressInfo).port;
    }

    /** The newest message to `recipient`, waiting for one to arrive (the deadline only catches a hang). */
    async waitFor(recipient: string, timeoutMs = 15_000): Promise<CapturedMail> {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
            const found = this.messages.filter(message => message.to.includes(recipient.toLowerCase())).at(-1);
            if (found) return found;
            if (Date.now() > deadline) throw new Error(`No mail to ${recipient} within ${timeoutMs} ms`);
            await new Promise(resolve => setTimeout(resolve, 50));
        }
    }

    clear(): void {
        this.messages.length = 0;
    }

    stop(): Promise<void> {
        return new Promise(resolve => this.server.close(() => resolve()));
    }
}

/** The first link in a mail that contains `fragment`. */
export function linkIn(mail: CapturedMail, fragment: string): string {
    const match = mail.text.match(new RegExp(`https?://[^\\s"<>]*${fragment}[^\\s"<>]*`));
    if (!match) throw new Error(`No link with "${fragment}" in mail "${mail.subject}"`);
    return match[0];
}
