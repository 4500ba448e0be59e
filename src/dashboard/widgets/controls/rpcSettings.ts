/**
 * The settings of ThingsBoard's control widgets with their defaults (reference: thingsboard-widgets.md,
 * control_widgets). Missing or mistyped values fall back to the default, never break the widget.
 */
type Settings = Record<string, unknown> | undefined;

const str = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value : fallback);
const num = (value: unknown, fallback: number) => {
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
};
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** ThingsBoard's default request timeout of control widgets, in ms. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 500;

/** methodParams is JSON text in ThingsBoard; text that is not JSON is sent as the string it is. */
export function parseMethodParams(value: unknown): unknown {
    if (typeof value !== 'string') return value ?? {};
    if (value.trim() === '') return {};
    try {
        return JSON.parse(value);
    } catch {
        return value;
    }
}

export interface RpcButtonSettings {
    title: string;
    buttonText: string;
    oneway: boolean;
    showError: boolean;
    methodName: string;
    methodParams: unknown;
    requestTimeout: number;
    raised: boolean;
    primary: boolean;
}

export const rpcButtonSettings = (settings: Settings): RpcButtonSettings => {
    const style = (settings?.styleButton ?? {}) as Record<string, unknown>;
    return {
        title: str(settings?.title, ''),
        buttonText: str(settings?.buttonText, 'Send RPC'),
        oneway: bool(settings?.oneWayElseTwoWay, true),
        showError: bool(settings?.showError, true),
        methodName: str(settings?.methodName, 'rpcCommand'),
        methodParams: parseMethodParams(settings?.methodParams),
        requestTimeout: num(settings?.requestTimeout, 5000),
        raised: bool(style.isRaised, true),
        primary: bool(style.isPrimary, true),
    };
};

/** Where a switch reads its current state from. */
export type RetrieveValueMethod = 'rpc' | 'attribute' | 'timeseries' | 'none';

export interface RpcSwitchSettings {
    title: string;
    initialValue: boolean;
    showOnOffLabels: boolean;
    retrieveValueMethod: RetrieveValueMethod;
    valueKey: string;
    getValueMethod: string;
    setValueMethod: string;
    requestTimeout: number;
}

const RETRIEVE_METHODS: readonly RetrieveValueMethod[] = ['rpc', 'attribute', 'timeseries', 'none'];

export const rpcSwitchSettings = (settings: Settings): RpcSwitchSettings => {
    const retrieve = str(settings?.retrieveValueMethod, 'rpc') as RetrieveValueMethod;
    return {
        title: str(settings?.title, ''),
        initialValue: bool(settings?.initialValue, false),
        showOnOffLabels: bool(settings?.showOnOffLabels, true),
        retrieveValueMethod: RETRIEVE_METHODS.includes(retrieve) ? retrieve : 'rpc',
        valueKey: str(settings?.valueKey, 'value'),
        getValueMethod: str(settings?.getValueMethod, 'getValue'),
        setValueMethod: str(settings?.setValueMethod, 'setValue'),
        requestTimeout: num(settings?.requestTimeout, DEFAULT_REQUEST_TIMEOUT_MS),
    };
};

export interface RpcKnobSettings {
    title: string;
    min: number;
    max: number;
    initialValue: number;
    getValueMethod: string;
    setValueMethod: string;
    requestTimeout: number;
}

export const rpcKnobSettings = (settings: Settings): RpcKnobSettings => {
    const min = num(settings?.minValue, 0);
    const max = Math.max(num(settings?.maxValue, 100), min + 1);
    return {
        title: str(settings?.title, ''),
        min,
        max,
        initialValue: Math.min(max, Math.max(min, num(settings?.initialValue, min))),
        getValueMethod: str(settings?.getValueMethod, 'getValue'),
        setValueMethod: str(settings?.setValueMethod, 'setValue'),
        requestTimeout: num(settings?.requestTimeout, DEFAULT_REQUEST_TIMEOUT_MS),
    };
};

/** A device's answer as a switch state, as ThingsBoard's default parseValueFunction does (`data ? true : false`, with "false" text as false). */
export const switchStateOf = (data: unknown): boolean => (typeof data === 'string' ? data !== '' && data !== 'false' && data !== '0' : Boolean(data));

/** A device's answer as a knob value: a number (or numeric text), else null. */
export const knobValueOf = (data: unknown): number | null => {
    const value = typeof data === 'string' && data.trim() !== '' ? Number(data) : data;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
