import { describe, expect, it, vi } from 'vitest';
import { mobileActionOf, runMobileAction, type MobileActionDescriptor, type MobileActionRuntime } from './mobileActions';

const entity = { entityId: { entityType: 'DEVICE', id: 'd-1' }, entityName: 'Thermostat T1', entityLabel: 'T1' };
const context = { $event: undefined, widgetContext: undefined, entityId: entity.entityId, entityName: 'Thermostat T1', additionalParams: undefined, entityLabel: 'T1' };

const runtime = (answer: unknown, run: MobileActionRuntime['run'] = vi.fn(async () => undefined)) => {
    const callApp = vi.fn(async () => (answer instanceof Error ? Promise.reject(answer) : answer)) as unknown as NonNullable<MobileActionRuntime['callApp']>;
    return { callApp, run: vi.fn(run) };
};

describe('mobile actions (part 2 §3.2)', () => {
    it.each([
        ['takePictureFromGallery', 'processImageFunction', { imageUrl: 'data:image/png;base64,AA' }, { imageUrl: 'data:image/png;base64,AA' }],
        ['takePhoto', 'processImageFunction', { imageUrl: 'u' }, { imageUrl: 'u' }],
        ['takeScreenshot', 'processImageFunction', { imageUrl: 'u' }, { imageUrl: 'u' }],
        ['scanQrCode', 'processQrCodeFunction', { code: 'SN-42', format: 'qrCode' }, { code: 'SN-42', format: 'qrCode' }],
        ['getLocation', 'processLocationFunction', { latitude: 37.4, longitude: -122.1 }, { latitude: 37.4, longitude: -122.1 }],
    ] as const)('%s: asks the app with no arguments and hands its result to %s', async (type, field, result, args) => {
        const at = runtime({ hasResult: true, result });
        const action = { type, [field]: 'use(it);' } as MobileActionDescriptor;
        expect(await runMobileAction(action, at, entity)).toEqual({ kind: 'done' });
        expect(at.callApp).toHaveBeenCalledWith(type);
        expect(at.run).toHaveBeenCalledWith('use(it);', { ...args, ...context });
    });

    it('mapDirection and mapLocation ask the app for the place getLocationFunction returns, then pass on whether it launched', async () => {
        for (const type of ['mapDirection', 'mapLocation'] as const) {
            const at = runtime({ hasResult: true, result: { launched: true } }, async body => (body === 'where' ? [37.39, -122.15] : undefined));
            expect(await runMobileAction({ type, getLocationFunction: 'where', processLaunchResultFunction: 'done' }, at, entity)).toEqual({ kind: 'done' });
            expect(at.callApp).toHaveBeenCalledWith(type, 37.39, -122.15);
            expect(at.run).toHaveBeenLastCalledWith('done', { launched: true, ...context });
        }
    });

    it('makePhoneCall asks the app to call the number getPhoneNumberFunction returns', async () => {
        const at = runtime({ hasResult: true, result: { launched: false } }, async body => (body === 'number' ? '+1 555 0100' : undefined));
        await runMobileAction({ type: 'makePhoneCall', getPhoneNumberFunction: 'number' }, at, entity);
        expect(at.callApp).toHaveBeenCalledWith('makePhoneCall', '+1 555 0100');
    });

    it('a bad location never reaches the app: the error goes to handleErrorFunction, or back to the page', async () => {
        const at = runtime({ hasResult: true, result: {} }, async body => (body === 'where' ? 'somewhere' : undefined));
        expect(await runMobileAction({ type: 'mapLocation', getLocationFunction: 'where', handleErrorFunction: 'oops' }, at, entity)).toEqual({
            kind: 'error', error: 'Failed to get mobile action arguments: Location function did not return valid array of latitude/longitude!', handled: true,
        });
        expect(at.callApp).not.toHaveBeenCalled();
        expect(at.run).toHaveBeenLastCalledWith('oops', { error: expect.stringContaining('latitude/longitude'), ...context });
        expect(await runMobileAction({ type: 'mapLocation', getLocationFunction: 'where' }, runtime(null, async () => null), entity)).toMatchObject({ kind: 'error', handled: false });
    });

    it("the app's error, or its failure, goes to handleErrorFunction; an empty answer to handleEmptyResultFunction", async () => {
        const failing = runtime({ hasError: true, error: 'Camera permission denied' });
        expect(await runMobileAction({ type: 'takePhoto' }, failing, entity)).toEqual({ kind: 'error', error: 'Camera permission denied', handled: false });
        const broken = runtime(new Error('bridge gone'));
        expect(await runMobileAction({ type: 'takePhoto' }, broken, entity)).toEqual({ kind: 'error', error: 'bridge gone', handled: false });
        const empty = runtime({ hasResult: false });
        expect(await runMobileAction({ type: 'scanQrCode', handleEmptyResultFunction: 'nothing' }, empty, entity)).toEqual({ kind: 'empty' });
        expect(empty.run).toHaveBeenCalledWith('nothing', context);
    });

    it('outside the app nothing is asked', async () => {
        const run = vi.fn();
        expect(await runMobileAction({ type: 'takePhoto' }, { callApp: null, run }, entity)).toEqual({ kind: 'not-in-app' });
        expect(run).not.toHaveBeenCalled();
    });

    it('knows the eight types', () => {
        expect(mobileActionOf({ type: 'takeScreenshot' })).toEqual({ type: 'takeScreenshot' });
        expect(mobileActionOf({ type: 'teleport' })).toBeNull();
        expect(mobileActionOf(undefined)).toBeNull();
    });
});
