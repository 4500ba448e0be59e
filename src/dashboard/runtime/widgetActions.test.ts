import { describe, expect, it, vi } from 'vitest';
import type { StateObject } from './dashboardStateParam';
import { dispatchWidgetAction, type ActionTarget } from './widgetActions';

const target = (stack: StateObject[] = [{ id: 'default', params: {} }], runCustom?: ActionTarget['runCustom']) => {
    const setStack = vi.fn();
    const openDashboard = vi.fn();
    return { stack, setStack, openDashboard, runCustom } satisfies ActionTarget;
};
const device = { entityId: { entityType: 'DEVICE', id: 'd1' }, entityName: 'Thermostat T1', entityLabel: 'T1' };

describe('widget action dispatch', () => {
    it('openDashboardState pushes the target state with the entity as the state entity', async () => {
        const at = target();
        expect(await dispatchWidgetAction({ type: 'openDashboardState', targetDashboardStateId: 'chart', setEntityId: true }, at, device)).toBe('done');
        expect(at.setStack).toHaveBeenCalledWith([
            { id: 'default', params: {} },
            { id: 'chart', params: { entityId: device.entityId, entityName: 'Thermostat T1', entityLabel: 'T1' } },
        ]);
    });

    it('puts the entity under the named state parameter when the action names one', async () => {
        const at = target();
        await dispatchWidgetAction({ type: 'openDashboardState', targetDashboardStateId: 'chart', stateEntityParamName: 'thermostat' }, at, device);
        expect(at.setStack.mock.calls[0][0][1].params).toEqual({ thermostat: { entityId: device.entityId, entityName: 'Thermostat T1', entityLabel: 'T1' } });
    });

    it('updateDashboardState replaces the shown state instead of stacking another', async () => {
        const at = target([{ id: 'default', params: {} }, { id: 'chart', params: { entityName: 'old' } }]);
        await dispatchWidgetAction({ type: 'updateDashboardState', targetDashboardStateId: 'map' }, at, device);
        expect(at.setStack).toHaveBeenCalledWith([
            { id: 'default', params: {} },
            { id: 'map', params: { entityName: 'Thermostat T1', entityId: device.entityId, entityLabel: 'T1' } },
        ]);
    });

    it('openDashboard opens the other dashboard in its target state', async () => {
        const at = target();
        await dispatchWidgetAction({ type: 'openDashboard', targetDashboardId: 'dash-2', targetDashboardStateId: 'details' }, at, device);
        expect(at.openDashboard).toHaveBeenCalledWith('dash-2', [{ id: 'details', params: { entityId: device.entityId, entityName: 'Thermostat T1', entityLabel: 'T1' } }]);
    });

    it('custom actions run in the sandbox when there is one, else they are refused', async () => {
        const runCustom = vi.fn().mockResolvedValue(undefined);
        expect(await dispatchWidgetAction({ type: 'custom', customFunction: 'return 1;' }, target(undefined, runCustom), device)).toBe('done');
        expect(runCustom).toHaveBeenCalledWith('return 1;', { entityId: device.entityId, entityName: 'Thermostat T1', entityLabel: 'T1' });
        expect(await dispatchWidgetAction({ type: 'custom', customFunction: 'return 1;' }, target())).toBe('refused');
    });

    it('hands mobile actions to the app, says when there is none, and refuses what it cannot do', async () => {
        const at = target();
        expect(await dispatchWidgetAction({ type: 'mobileAction', mobileAction: { type: 'scanQrCode' } }, at)).toBe('refused');
        const callApp = vi.fn().mockResolvedValue({ hasResult: true, result: { code: 'X' } });
        const run = vi.fn().mockResolvedValue(undefined);
        expect(await dispatchWidgetAction({ type: 'mobileAction', mobileAction: { type: 'scanQrCode', processQrCodeFunction: 'return code;' } }, { ...at, mobile: { callApp, run } })).toBe('done');
        expect(callApp).toHaveBeenCalledWith('scanQrCode');
        expect(await dispatchWidgetAction({ type: 'mobileAction', mobileAction: { type: 'scanQrCode' } }, { ...at, mobile: { callApp: null, run } })).toBe('not-in-app');
        expect(await dispatchWidgetAction({ type: 'mobileAction', mobileAction: { type: 'teleport' } }, { ...at, mobile: { callApp, run } })).toBe('refused');
        expect(await dispatchWidgetAction({ type: 'openDashboardState' }, at)).toBe('refused');
        expect(await dispatchWidgetAction({ type: 'teleport' as 'custom' }, at)).toBe('refused');
        expect(at.setStack).not.toHaveBeenCalled();
        expect(at.openDashboard).not.toHaveBeenCalled();
    });
});
