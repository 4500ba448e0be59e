import type { ActionEntity } from './widgetActions';

/** The widget actions only the mobile app can carry out (part 2 §3.2). */
export const MOBILE_ACTION_TYPES = ['takePictureFromGallery', 'takePhoto', 'mapDirection', 'mapLocation', 'scanQrCode', 'makePhoneCall', 'getLocation', 'takeScreenshot'] as const;
export type MobileActionType = (typeof MOBILE_ACTION_TYPES)[number];

/** A mobile action as ThingsBoard stores it: its type and the bodies of its callbacks. */
export interface MobileActionDescriptor {
    type: MobileActionType;
    getLocationFunction?: string;
    getPhoneNumberFunction?: string;
    processImageFunction?: string;
    processQrCodeFunction?: string;
    processLocationFunction?: string;
    processLaunchResultFunction?: string;
    handleEmptyResultFunction?: string;
    handleErrorFunction?: string;
}

/** What the app answers (ThingsBoard's WidgetMobileActionResult). */
export interface MobileActionResult {
    hasResult?: boolean;
    result?: Record<string, unknown>;
    hasError?: boolean;
    error?: string;
}

/** What running a mobile action needs: the app's handler, and a sandbox for the callbacks. */
export interface MobileActionRuntime {
    /** The app's tbMobileHandler; null outside the app. */
    callApp: ((type: MobileActionType, ...args: unknown[]) => Promise<MobileActionResult | null>) | null;
    /** Runs a callback body with named arguments in the sandbox; its result. */
    run: (body: string, args: Record<string, unknown>) => Promise<unknown>;
}

export type MobileActionOutcome =
    | { kind: 'not-in-app' }
    | { kind: 'done' }
    | { kind: 'empty' }
    /** The error, after handleErrorFunction had it (when there is one). */
    | { kind: 'error'; error: string; handled: boolean };

/** Every callback gets these after its own arguments ($event and widgetContext stay in the page: undefined). */
const contextArgs = (entity: ActionEntity | undefined) => ({
    $event: undefined,
    widgetContext: undefined,
    entityId: entity?.entityId,
    entityName: entity?.entityName,
    additionalParams: undefined,
    entityLabel: entity?.entityLabel,
});

/** The callback that gets a successful result, and its own arguments from the result. */
const RESULT_CALLBACK: Record<MobileActionType, { field: keyof MobileActionDescriptor; args: (result: Record<string, unknown>) => Record<string, unknown> }> = {
    takePictureFromGallery: { field: 'processImageFunction', args: result => ({ imageUrl: result.imageUrl }) },
    takePhoto: { field: 'processImageFunction', args: result => ({ imageUrl: result.imageUrl }) },
    takeScreenshot: { field: 'processImageFunction', args: result => ({ imageUrl: result.imageUrl }) },
    scanQrCode: { field: 'processQrCodeFunction', args: result => ({ code: result.code, format: result.format }) },
    getLocation: { field: 'processLocationFunction', args: result => ({ latitude: result.latitude, longitude: result.longitude }) },
    mapDirection: { field: 'processLaunchResultFunction', args: result => ({ launched: result.launched }) },
    mapLocation: { field: 'processLaunchResultFunction', args: result => ({ launched: result.launched }) },
    makePhoneCall: { field: 'processLaunchResultFunction', args: result => ({ launched: result.launched }) },
};

const isLatLng = (value: unknown): value is [number, number] =>
    Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'number';

/** The app handler's arguments: a location from getLocationFunction, a number from getPhoneNumberFunction, else none. */
async function appArgs(action: MobileActionDescriptor, runtime: MobileActionRuntime, entity: ActionEntity | undefined): Promise<unknown[]> {
    switch (action.type) {
        case 'mapDirection':
        case 'mapLocation': {
            const location = await runtime.run(action.getLocationFunction ?? '', contextArgs(entity));
            if (!isLatLng(location)) throw new Error('Location function did not return valid array of latitude/longitude!');
            return location;
        }
        case 'makePhoneCall': {
            const phone = await runtime.run(action.getPhoneNumberFunction ?? '', contextArgs(entity));
            if (phone === null || phone === undefined) throw new Error('Phone number function did not return valid number!');
            return [phone];
        }
        default:
            return [];
    }
}

const messageOf = (error: unknown) => (typeof error === 'string' ? error : error instanceof Error ? error.message : '');

/**
 * Runs a mobile action as ThingsBoard's widget does: its arguments from the action's own
 * functions, the app's tbMobileHandler with the type and those arguments, then the callback
 * for a result (image, QR code, location or launch), an empty result or an error.
 */
export async function runMobileAction(action: MobileActionDescriptor, runtime: MobileActionRuntime, entity?: ActionEntity): Promise<MobileActionOutcome> {
    if (!runtime.callApp) return { kind: 'not-in-app' };
    const failed = async (error: string): Promise<MobileActionOutcome> => {
        if (!action.handleErrorFunction) return { kind: 'error', error, handled: false };
        await runtime.run(action.handleErrorFunction, { error, ...contextArgs(entity) }).catch(() => undefined);
        return { kind: 'error', error, handled: true };
    };
    let args: unknown[];
    try {
        args = await appArgs(action, runtime, entity);
    } catch (error) {
        const message = messageOf(error);
        return failed(`Failed to get mobile action arguments${message ? `: ${message}` : '!'}`);
    }
    let result: MobileActionResult | null;
    try {
        result = await runtime.callApp(action.type, ...args);
    } catch (error) {
        result = { hasError: true, error: messageOf(error) || `Failed to execute mobile action ${action.type}` };
    }
    if (!result) return { kind: 'done' };
    if (result.hasError) return failed(result.error ?? `Failed to execute mobile action ${action.type}`);
    if (result.hasResult) {
        const callback = RESULT_CALLBACK[action.type];
        const body = action[callback.field];
        if (typeof body === 'string' && body) await runtime.run(body, { ...callback.args(result.result ?? {}), ...contextArgs(entity) }).catch(() => undefined);
        return { kind: 'done' };
    }
    if (action.handleEmptyResultFunction) await runtime.run(action.handleEmptyResultFunction, contextArgs(entity)).catch(() => undefined);
    return { kind: 'empty' };
}

/** A stored mobileAction, when it names one of the eight types. */
export const mobileActionOf = (value: unknown): MobileActionDescriptor | null => {
    const action = value !== null && typeof value === 'object' ? (value as Partial<MobileActionDescriptor>) : null;
    return action && MOBILE_ACTION_TYPES.includes(action.type as MobileActionType) ? (action as MobileActionDescriptor) : null;
};

const CONTEXT_ARG_NAMES = ['$event', 'widgetContext', 'entityId', 'entityName', 'additionalParams', 'entityLabel'];

/** A callback of a mobile action: where it is stored and the arguments it gets. */
export interface MobileActionFunction {
    field: Exclude<keyof MobileActionDescriptor, 'type'>;
    argNames: string[];
    /** Needed for the action to run at all (the app needs its result as arguments). */
    required?: boolean;
}

const resultFunction = (type: MobileActionType): MobileActionFunction => {
    const { field } = RESULT_CALLBACK[type];
    const own: Record<string, string[]> = {
        processImageFunction: ['imageUrl'],
        processQrCodeFunction: ['code', 'format'],
        processLocationFunction: ['latitude', 'longitude'],
        processLaunchResultFunction: ['launched'],
    };
    return { field: field as MobileActionFunction['field'], argNames: [...own[field]!, ...CONTEXT_ARG_NAMES] };
};

/** The callbacks each type offers, in the order ThingsBoard's action editor shows them. */
export const mobileActionFunctions = (type: MobileActionType): MobileActionFunction[] => [
    ...(type === 'mapDirection' || type === 'mapLocation' ? [{ field: 'getLocationFunction' as const, argNames: CONTEXT_ARG_NAMES, required: true }] : []),
    ...(type === 'makePhoneCall' ? [{ field: 'getPhoneNumberFunction' as const, argNames: CONTEXT_ARG_NAMES, required: true }] : []),
    resultFunction(type),
    { field: 'handleEmptyResultFunction', argNames: CONTEXT_ARG_NAMES },
    { field: 'handleErrorFunction', argNames: ['error', ...CONTEXT_ARG_NAMES] },
];

/** A mobile action of another type keeps the callbacks both types have. */
export const withMobileActionType = (action: Partial<MobileActionDescriptor> | null | undefined, type: MobileActionType): MobileActionDescriptor => {
    const kept = mobileActionFunctions(type).map(({ field }) => field);
    return { type, ...Object.fromEntries(kept.filter(field => typeof action?.[field] === 'string').map(field => [field, action![field]])) };
};
