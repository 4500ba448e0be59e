import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
