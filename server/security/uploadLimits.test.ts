import { describe, expect, it } from 'vitest';
import { ThingsboardError } from '../errors';
import { checkUpload } from './uploadLimits';

const limits = { otaPackageBytes: 10, resourceBytes: 6, imageBytes: 3 };
const failure = (run: () => void) => {
    try {
        run();
    } catch (error) {
        return error instanceof ThingsboardError ? { status: error.status, errorCode: error.errorCode, message: error.message } : error;
    }
    return null;
};
const b64 = (bytes: number) => Buffer.alloc(bytes).toString('base64');

describe('upload limits', () => {
    it('refuses an OTA package file over its size with ThingsBoard 400 body', () => {
        const file = (size: number) => ({ fields: {}, files: [{ field: 'file', fileName: 'fw.bin', contentType: 'application/octet-stream', data: Buffer.alloc(size) }] });
        expect(failure(() => checkUpload('POST', '/api/otaPackage/:otaPackageId', file(10), limits))).toBeNull();
        expect(failure(() => checkUpload('POST', '/api/otaPackage/:otaPackageId', file(11), limits))).toEqual({ status: 400, errorCode: 31, message: 'OtaPackage file size exceeds the limit of 0 MB!' });
    });

    it('refuses a resource over its size or whose file name does not fit its type', () => {
        const resource = (resourceType: string, fileName: string, bytes: number) => ({ title: 't', resourceType, fileName, data: b64(bytes) });
        expect(failure(() => checkUpload('POST', '/api/resource', resource('JKS', 'keys.JKS', 6), limits))).toBeNull();
        expect(failure(() => checkUpload('POST', '/api/resource', resource('JKS', 'keys.jks', 7), limits))).toMatchObject({ status: 400, message: expect.stringMatching(/^Resource file size exceeds/) });
        expect(failure(() => checkUpload('POST', '/api/resource', resource('LWM2M_MODEL', 'model.exe', 1), limits))).toMatchObject({ message: 'Resource file of type LWM2M_MODEL should be .xml!' });
        expect(failure(() => checkUpload('POST', '/api/resource', resource('PKCS_12', 'keys.pfx', 1), limits))).toBeNull();
    });

    it('takes only pictures as entity images, within their size', () => {
        const dashboard = (image: string) => ({ title: 'd', image });
        expect(failure(() => checkUpload('POST', '/api/dashboard', dashboard(`data:image/png;base64,${b64(3)}`), limits))).toBeNull();
        expect(failure(() => checkUpload('POST', '/api/dashboard', dashboard(`data:image/png;base64,${b64(4)}`), limits))).toMatchObject({ message: expect.stringMatching(/^Image size exceeds/) });
        expect(failure(() => checkUpload('POST', '/api/deviceProfile', dashboard('data:text/html;base64,PHNjcmlwdD4='), limits))).toMatchObject({ status: 400, errorCode: 31 });
        // Reads and other calls are left alone.
        expect(failure(() => checkUpload('GET', '/api/dashboard', dashboard('data:text/html,x'), limits))).toBeNull();
    });
});
