/** What ThingsBoard's default parseValueFunction (`return data ? true : false;`) decides, with device texts read as people mean them. */
const OFF_TEXTS = new Set(['', 'false', '0', 'off', 'no', 'null', 'undefined']);

/** Whether a latest value means the LED is lit. */
export function isLit(value: unknown): boolean {
    if (typeof value === 'string') return !OFF_TEXTS.has(value.trim().toLowerCase());
    return Boolean(value);
}

/** Settings of ThingsBoard's LED indicator (control_widgets.led_indicator) that the console reads. */
export interface LedIndicatorSettings {
    title?: string;
    ledColor?: string;
    initialValue?: boolean;
    performCheckStatus?: boolean;
    checkStatusMethod?: string;
    retrieveValueMethod?: 'attribute' | 'timeseries';
    valueAttribute?: string;
    requestTimeout?: number;
}

export const LED_DEFAULTS = {
    ledColor: '#4caf50',
    checkStatusMethod: 'checkStatus',
    retrieveValueMethod: 'attribute',
    valueAttribute: 'value',
    requestTimeout: 500,
} as const;
