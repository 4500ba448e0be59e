import type { FastifyRequest } from 'fastify';
import type { AdminSettingsRepository } from '../db/repositories/adminSettings';

interface GeneralSettings {
    baseUrl?: string;
    prohibitDifferentUrl?: boolean;
}

/**
 * The address links in mails point to: the one the request came to, as ThingsBoard does,
 * unless the general settings pin the configured base URL.
 */
export async function baseUrlOf(request: FastifyRequest, settings: AdminSettingsRepository): Promise<string> {
    const general = await settings.get<GeneralSettings>('general');
    if (general?.prohibitDifferentUrl && general.baseUrl) return general.baseUrl.replace(/\/+$/, '');
    return `${request.protocol}://${request.host}`;
}
