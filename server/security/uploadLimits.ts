import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import { matchedRoute } from '../http/matchedRoute';
import type { MultipartBody } from '../http/multipart';

const MiB = 1024 * 1024;

/** What a resource file of each type must be called (ThingsBoard's console offers these in its file picker). */
const RESOURCE_EXTENSIONS: Record<string, string[]> = {
    LWM2M_MODEL: ['.xml'],
    JKS: ['.jks'],
    PKCS_12: ['.p12', '.pfx'],
    JS_MODULE: ['.js', '.mjs'],
};

/** Pictures entities carry inline (dashboards, device profiles, widget bundles and types) may be only these. */
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|bmp|svg\+xml|x-icon);base64,/i;

export interface UploadLimits {
    otaPackageBytes: number;
    resourceBytes: number;
    imageBytes: number;
}

/** ThingsBoard's multipart limit (50 MB) for firmware; resources and pictures are far smaller in practice. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { otaPackageBytes: 50 * MiB, resourceBytes: 10 * MiB, imageBytes: 5 * MiB };

const megabytes = (bytes: number) => `${Math.round((bytes / MiB) * 10) / 10} MB`;
const tooLarge = (what: string, limit: number) => badRequest(`${what} size exceeds the limit of ${megabytes(limit)}!`);
/** Bytes a base64 text decodes to, without decoding it. */
const base64Bytes = (text: string) => Math.floor((text.replace(/=+$/, '').length * 3) / 4);

function checkOtaPackage(body: unknown, limits: UploadLimits): void {
    for (const file of (body as MultipartBody | undefined)?.files ?? []) if (file.data.length > limits.otaPackageBytes) throw tooLarge('OtaPackage file', limits.otaPackageBytes);
}

function checkResource(body: Record<string, unknown>, limits: UploadLimits): void {
    const { resourceType, fileName, data } = body;
    if (typeof data === 'string' && base64Bytes(data) > limits.resourceBytes) throw tooLarge('Resource file', limits.resourceBytes);
    const extensions = typeof resourceType === 'string' ? RESOURCE_EXTENSIONS[resourceType] : undefined;
    if (extensions && typeof fileName === 'string' && fileName !== '' && !extensions.some(extension => fileName.toLowerCase().endsWith(extension))) {
        throw badRequest(`Resource file of type ${resourceType} should be ${extensions.join(' or ')}!`);
    }
}

function checkImage(body: Record<string, unknown>, limits: UploadLimits): void {
    const { image } = body;
    if (typeof image !== 'string' || image === '' || !image.startsWith('data:')) return;
    if (!IMAGE_DATA_URL.test(image)) throw badRequest('Image should be a PNG, JPEG, GIF, WebP, BMP, SVG or ICO picture!');
    if (base64Bytes(image.slice(image.indexOf(',') + 1)) > limits.imageBytes) throw tooLarge('Image', limits.imageBytes);
}

/** Saves whose body may carry an inline picture. */
const SAVES_WITH_IMAGE = new Set(['/api/dashboard', '/api/deviceProfile', '/api/assetProfile', '/api/widgetsBundle', '/api/widgetType']);

/**
 * Uploaded files stay within a size per kind and of the kinds they claim to be: OTA packages,
 * resources (by type and file name) and the pictures of dashboards, profiles and widgets. The
 * answer is ThingsBoard's 400 body, before anything is stored.
 */
export function installUploadLimits(app: FastifyInstance, limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): void {
    // On the route the router matched: an encoded spelling of the path reaches the same handler.
    app.addHook('preValidation', async request => {
        const route = matchedRoute(request);
        if (route !== null) checkUpload(request.method, route, request.body, limits);
    });
}

/** Throws ThingsBoard's 400 when the request to this route carries a file over its limit or of the wrong kind. */
export function checkUpload(method: string, route: string, body: unknown, limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): void {
    if (method !== 'POST') return;
    if (route === '/api/otaPackage/:otaPackageId') return checkOtaPackage(body, limits);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    if (route === '/api/resource') return checkResource(body as Record<string, unknown>, limits);
    if (SAVES_WITH_IMAGE.has(route)) return checkImage(body as Record<string, unknown>, limits);
}
