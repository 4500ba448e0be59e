import { badRequest, ErrorCode, ThingsboardError } from '../errors';
import { isPlainObject } from '../lib/json';
import { signedFormHeaders } from './awsSignature';

/** ThingsBoard's E.164 check (AbstractSmsSender). */
const E164 = /^\+[1-9]\d{1,14}$/;
/** Twilio also accepts a phone number SID or a messaging service SID as sender. */
const TWILIO_SENDER_SID = /^(PN|MG).*$/;

/** How long a provider may take to answer before the test is reported as failed. */
export const SMS_PROVIDER_TIMEOUT_MS = 5000;

export interface SmsProviderConfiguration {
    type: 'AWS_SNS' | 'TWILIO';
    [field: string]: unknown;
}

type Sender = (config: Record<string, string>, numberTo: string, message: string) => Promise<Response>;

interface Provider {
    requiredFields: Record<string, string>;
    send: Sender;
}

const sendThroughAwsSns: Sender = (config, numberTo, message) => {
    const host = `sns.${config.region}.amazonaws.com`;
    const body = new URLSearchParams({ Action: 'Publish', Version: '2010-03-31', PhoneNumber: numberTo, Message: message }).toString();
    const credentials = { accessKeyId: config.accessKeyId!, secretAccessKey: config.secretAccessKey!, region: config.region! };
    return fetch(`https://${host}/`, { method: 'POST', headers: signedFormHeaders(credentials, 'sns', host, body), body, signal: AbortSignal.timeout(SMS_PROVIDER_TIMEOUT_MS) });
};

const sendThroughTwilio: Sender = (config, numberTo, message) => {
    const numberFrom = config.numberFrom!.trim();
    if (!TWILIO_SENDER_SID.test(numberFrom)) assertE164(numberFrom);
    const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(config.accountSid!)}/Messages.json`;
    const body = new URLSearchParams({ From: numberFrom, To: numberTo, Body: message }).toString();
    const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.accountToken}`).toString('base64')}`;
    return fetch(url, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(SMS_PROVIDER_TIMEOUT_MS),
    });
};

/** The two providers of ThingsBoard CE 3.3, with the fields each needs (names as its settings page). */
const PROVIDERS: Record<SmsProviderConfiguration['type'], Provider> = {
    AWS_SNS: {
        requiredFields: { accessKeyId: 'AWS Access Key ID', secretAccessKey: 'AWS Secret Access Key', region: 'AWS region' },
        send: sendThroughAwsSns,
    },
    TWILIO: {
        requiredFields: { accountSid: 'Twilio Account SID', accountToken: 'Twilio Account Token', numberFrom: 'Phone Number From' },
        send: sendThroughTwilio,
    },
};

function assertE164(phoneNumber: string): void {
    if (!E164.test(phoneNumber.trim())) throw badRequest('Invalid phone number format. Phone number must be in E.164 format.');
}

/** Checks a provider configuration as saved in the `sms` settings; returns its string fields. */
export function validateSmsProviderConfiguration(configuration: unknown): { provider: Provider; fields: Record<string, string> } {
    if (!isPlainObject(configuration) || typeof configuration.type !== 'string' || !(configuration.type in PROVIDERS)) {
        throw badRequest('SMS provider type should be specified: AWS_SNS or TWILIO!');
    }
    const provider = PROVIDERS[configuration.type as SmsProviderConfiguration['type']];
    const fields: Record<string, string> = {};
    for (const [field, label] of Object.entries(provider.requiredFields)) {
        const value = configuration[field];
        if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${label} should be specified!`);
        fields[field] = value.trim();
    }
    return { provider, fields };
}

/**
 * Sends one SMS through the provider, as ThingsBoard's test SMS does. A refused or unreachable
 * provider gives ThingsBoard's "Unable to send SMS: …" (errorCode 2) within the timeout.
 */
export async function sendSms(configuration: unknown, numberTo: string, message: string): Promise<void> {
    const { provider, fields } = validateSmsProviderConfiguration(configuration);
    assertE164(numberTo);
    let response: Response;
    try {
        response = await provider.send(fields, numberTo.trim(), message);
    } catch (error) {
        throw unableToSend(reasonOf(error));
    }
    if (!response.ok) throw unableToSend(`the provider answered ${response.status} ${(await response.text().catch(() => '')).slice(0, 300)}`.trim());
}

const unableToSend = (reason: string) => new ThingsboardError(`Unable to send SMS: ${reason}`, ErrorCode.GENERAL);

/** fetch hides the network cause (DNS, refused, timeout) one level down. */
function reasonOf(error: unknown): string {
    if (error instanceof DOMException && error.name === 'TimeoutError') return `the provider did not answer within ${SMS_PROVIDER_TIMEOUT_MS / 1000} s`;
    if (error instanceof Error) {
        const cause = error.cause instanceof Error ? error.cause.message : '';
        return cause ? `${error.message} (${cause})` : error.message;
    }
    return String(error);
}
