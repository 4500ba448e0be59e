import { copyMsg, msgJson, type TbMsg } from '../message';
import type { MailSettings } from '../../mail/mailer';
import { bool, integer, objectSchema, oneOf, text, textMap } from './schema';
import { processPattern } from './transformationNodes';
import { FAILURE, SUCCESS, success, type NodeServices, type RuleNodeKind } from './types';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** TbRestApiCallNode: the message body to a URL; the answer becomes the body, status and headers go to metadata. */
async function restApiCall(msg: TbMsg, config: Record<string, unknown>) {
    const url = processPattern(String(config.restEndpointUrlPattern ?? ''), msg);
    if (!/^https?:\/\//i.test(url)) throw new Error(`Invalid endpoint URL: ${url}`);
    const method = (METHODS as readonly string[]).includes(String(config.requestMethod)) ? String(config.requestMethod) : 'POST';
    const headers = Object.fromEntries(Object.entries((config.headers ?? {}) as Record<string, string>).map(([name, value]) => [processPattern(name, msg), processPattern(String(value), msg)]));
    const timeoutMs = Number(config.readTimeoutMs) > 0 ? Number(config.readTimeoutMs) : 10_000;
    const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: method === 'GET' || method === 'DELETE' ? undefined : msg.data,
        signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    const metadata = { ...msg.metadata, status: response.statusText || String(response.status), statusCode: String(response.status) };
    if (!response.ok) throw Object.assign(new Error(`${response.status} ${response.statusText}`.trim()), { metadata: { ...metadata, errorBody: body } });
    return success(copyMsg(msg, { data: body, metadata }));
}

/**
 * The node's own SMTP server (useSystemSmtpSettings false), as ThingsBoard's TbSendEmailNode builds
 * its mail sender from the node configuration; the sender address is the message's `from`.
 */
function ownSmtpSettings(config: Record<string, unknown>, from: string): MailSettings {
    const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    return {
        mailFrom: from,
        smtpProtocol: config.smtpProtocol === 'smtps' ? 'smtps' : 'smtp',
        smtpHost: String(config.smtpHost ?? 'localhost'),
        smtpPort: Number(config.smtpPort ?? 25),
        timeout: Number(config.timeout ?? 10000),
        enableTls: config.enableTls === true,
        tlsVersion: optional(config.tlsVersion),
        username: optional(config.username),
        password: optional(config.password),
    };
}

/** TbSendEmailNode: sends the SEND_EMAIL message built by the "to email" node through the mail settings or its own SMTP server. */
async function sendEmail(msg: TbMsg, config: Record<string, unknown>, services: NodeServices) {
    if (msg.type !== 'SEND_EMAIL') throw new Error(`Unsupported msg type: ${msg.type}`);
    const email = msgJson(msg) as { from?: string; to?: string; subject?: string; body?: string; html?: boolean } | null;
    if (!email?.to) throw new Error('Email To is not present in the message!');
    const body = String(email.body ?? '');
    services.usage?.admit(services.tenantId, 'EMAIL_EXEC_COUNT');
    const message = { to: email.to, subject: String(email.subject ?? ''), text: body, html: email.html ? body : `<pre>${body.replace(/[&<>]/g, c => `&#${c.charCodeAt(0)};`)}</pre>` };
    if (config.useSystemSmtpSettings === false) await services.mailer.sendWith(ownSmtpSettings(config, String(email.from ?? '')), message);
    else await services.mailer.send(message);
    return success(msg);
}

export const EXTERNAL_NODES: readonly RuleNodeKind[] = [
    {
        clazz: 'org.thingsboard.rule.engine.rest.TbRestApiCallNode',
        type: 'EXTERNAL',
        name: 'rest api call',
        description: 'Invoke REST API calls to external REST server',
        details: 'Will invoke REST API call <code>GET | POST | PUT | DELETE</code> to external REST server. Message payload added into Request body. Configured attributes can be added into Headers from Message Metadata. Outbound message will contain response fields (<code>status</code>, <code>statusCode</code>, <code>statusReason</code> and response <code>headers</code>) in the Message Metadata. Response body saved in outbound Message payload.',
        relationTypes: [SUCCESS, FAILURE],
        defaultConfiguration: { restEndpointUrlPattern: 'http://localhost/api', requestMethod: 'POST', useSimpleClientHttpFactory: false, ignoreRequestBody: false, enableProxy: false, useSystemProxyProperties: false, readTimeoutMs: 0, maxParallelRequestsCount: 0, headers: { 'Content-Type': 'application/json' }, useRedisQueueForMsgPersistence: false, trimQueue: false, maxQueueSize: 0 },
        configurationSchema: objectSchema(
            {
                restEndpointUrlPattern: text('Endpoint URL pattern'),
                requestMethod: oneOf('Request method', METHODS),
                headers: textMap('Headers'),
                readTimeoutMs: integer('Read timeout in millis', { minimum: 0 }),
                maxParallelRequestsCount: integer('Max number of parallel requests', { minimum: 0 }),
                useSimpleClientHttpFactory: bool('Use simple client HTTP factory'),
            },
            ['restEndpointUrlPattern', 'requestMethod'],
        ),
        originator: 'untouched',
        run: async (msg, config, services) => {
            services.detached(() => restApiCall(msg, config));
            return [];
        },
    },
    {
        clazz: 'org.thingsboard.rule.engine.mail.TbSendEmailNode',
        type: 'EXTERNAL',
        name: 'send email',
        description: 'Sends email message via SMTP server.',
        details: 'Expects messages with <b>SEND_EMAIL</b> type. Node works only with messages that where created using <code>to Email</code> transformation Node, please connect this Node with <code>to Email</code> Node using <code>Successful</code> chain.',
        relationTypes: [SUCCESS, FAILURE],
        defaultConfiguration: { useSystemSmtpSettings: true, smtpHost: 'localhost', smtpPort: 25, username: null, password: null, smtpProtocol: 'smtp', timeout: 10000, enableTls: false, tlsVersion: 'TLSv1.2', enableProxy: false },
        configurationSchema: objectSchema({
            useSystemSmtpSettings: bool('Use system SMTP settings'),
            smtpProtocol: oneOf('Protocol', ['smtp', 'smtps']),
            smtpHost: text('SMTP host'),
            smtpPort: integer('SMTP port', { minimum: 1, maximum: 65535 }),
            timeout: integer('Timeout ms', { minimum: 0 }),
            enableTls: bool('Enable TLS'),
            username: { type: ['string', 'null'], title: 'Username' },
            password: { type: ['string', 'null'], title: 'Password' },
            tlsVersion: oneOf('TLS version', ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']),
        }),
        originator: 'untouched',
        run: async (msg, config, services) => {
            services.detached(() => sendEmail(msg, config, services));
            return [];
        },
    },
];
