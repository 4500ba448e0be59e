import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminSettingsRepository } from '../../db/repositories/adminSettings';
import { Mailer } from '../../mail/mailer';
import { MailCatcher } from '../../../tests/support/smtp';
import { ruleNodeKind } from './catalogue';
import { nodeTestWorld, type NodeTestWorld } from './testWorld';

let world: NodeTestWorld;
let server: Server;
let url: string;
const received: Array<{ method: string; body: string; header: string | undefined }> = [];
const run = (clazz: string, config: Record<string, unknown>, msg = world.msg()) => {
    const kind = ruleNodeKind(clazz)!;
    return kind.run!(msg, { ...kind.defaultConfiguration, ...config }, world.services);
};

beforeAll(async () => {
    world = await nodeTestWorld();
    // A local REST endpoint on the loopback address.
    server = createServer((request, response) => {
        let body = '';
        request.on('data', chunk => (body += chunk));
        request.on('end', () => {
            received.push({ method: request.method!, body, header: request.headers['x-device'] as string | undefined });
            response.statusCode = request.url === '/fail' ? 500 : 200;
            response.end('{"accepted":true}');
        });
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
    server.close();
    await world.close();
});

describe('external nodes', () => {
    it('REST API call: sends the body with pattern headers; the answer becomes the message, errors go to Failure', async () => {
        await run('org.thingsboard.rule.engine.rest.TbRestApiCallNode', { restEndpointUrlPattern: `${url}/in`, requestMethod: 'POST', headers: { 'X-Device': '${deviceName}' } });
        const [ok] = await world.deferred();
        expect(received.at(-1)).toEqual({ method: 'POST', body: '{"temperature":25}', header: 'Thermo 1' });
        expect(ok!.msg.data).toBe('{"accepted":true}');
        expect(ok!.msg.metadata.statusCode).toBe('200');
        await run('org.thingsboard.rule.engine.rest.TbRestApiCallNode', { restEndpointUrlPattern: `${url}/fail` });
        await expect(world.deferred()).rejects.toThrow(/500/);
    });

    it('send email: the SEND_EMAIL message through the mail settings; other types fail', async () => {
        const email = world.msg({ type: 'SEND_EMAIL', data: JSON.stringify({ to: 'ops@example.com', subject: 'Hot', body: 'It is <hot>', html: false }) });
        await run('org.thingsboard.rule.engine.mail.TbSendEmailNode', {}, email);
        await world.deferred();
        expect(world.mails.at(-1)).toMatchObject({ to: 'ops@example.com', subject: 'Hot', text: 'It is <hot>' });
        await run('org.thingsboard.rule.engine.mail.TbSendEmailNode', {});
        await expect(world.deferred()).rejects.toThrow(/Unsupported msg type/);
    });

    it('send email with useSystemSmtpSettings false: through its own SMTP host and port, from the message\'s sender, without any system mail settings', async () => {
        const catcher = new MailCatcher();
        const port = await catcher.start();
        const warnings: string[] = [];
        const noSystemSettings = { get: async () => null } as unknown as AdminSettingsRepository;
        const mailer = new Mailer(noSystemSettings, { warn: (_data: unknown, text: string) => void warnings.push(text) } as unknown as FastifyBaseLogger);
        const services = { ...world.services, mailer };
        const kind = ruleNodeKind('org.thingsboard.rule.engine.mail.TbSendEmailNode')!;
        const email = world.msg({ type: 'SEND_EMAIL', data: JSON.stringify({ from: 'alerts@thingdeck.io', to: 'ops@example.com', subject: 'Own server', body: 'Hot', html: false }) });
        try {
            await kind.run!(email, { ...kind.defaultConfiguration, useSystemSmtpSettings: false, smtpHost: '127.0.0.1', smtpPort: port, enableTls: false }, services);
            await world.deferred();
            const mail = await catcher.waitFor('ops@example.com');
            expect(mail.subject).toBe('Own server');
            expect(mail.text).toMatch(/^From: alerts@thingdeck\.io/im);
            // The same message by the system settings: none configured, so nothing reaches this server.
            catcher.clear();
            await kind.run!(email, { ...kind.defaultConfiguration, useSystemSmtpSettings: true, smtpHost: '127.0.0.1', smtpPort: port }, services);
            await world.deferred();
            expect(catcher.messages).toHaveLength(0);
            expect(warnings.at(-1)).toMatch(/No outgoing mail server/);
        } finally {
            await catcher.stop();
        }
    });
});
