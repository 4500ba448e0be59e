import { createHash, createHmac } from 'node:crypto';

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export interface AwsCredentials {
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
}

/**
 * Headers of an AWS Signature Version 4 for a form POST to `host` (what the AWS SDK that
 * ThingsBoard uses sends), so a reachable SNS endpoint would accept the call.
 */
export function signedFormHeaders(credentials: AwsCredentials, service: string, host: string, body: string, now = new Date()): Record<string, string> {
    const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const contentType = 'application/x-www-form-urlencoded; charset=utf-8';
    const signedHeaders = 'content-type;host;x-amz-date';
    const canonicalRequest = ['POST', '/', '', `content-type:${contentType}`, `host:${host}`, `x-amz-date:${amzDate}`, '', signedHeaders, sha256(body)].join('\n');
    const scope = `${day}/${credentials.region}/${service}/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    let key = hmac(`AWS4${credentials.secretAccessKey}`, day);
    for (const part of [credentials.region, service, 'aws4_request']) key = hmac(key, part);
    const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
    return {
        'Content-Type': contentType,
        'X-Amz-Date': amzDate,
        Authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    };
}
