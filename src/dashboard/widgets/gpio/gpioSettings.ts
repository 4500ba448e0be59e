/** One pin of a GPIO widget: where it sits on the panel (row, column 0 or 1) and its label. */
export interface GpioPin {
    pin: number;
    label: string;
    row: number;
    col: 0 | 1;
    /** The LED colour of the panel widgets. */
    color: string;
}

type Settings = Record<string, unknown> | undefined;

const numberOf = (value: unknown): number | null => {
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};

/** The pins of `gpioList`, each with a whole pin number and a row; entries without them are left out. */
export function gpioPinsOf(settings: Settings): GpioPin[] {
    const list = Array.isArray(settings?.gpioList) ? settings.gpioList : [];
    return list.flatMap((entry: unknown): GpioPin[] => {
        const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
        const pin = numberOf(item.pin);
        const row = numberOf(item.row);
        if (pin === null || row === null || row < 0 || row > 100) return [];
        return [{ pin, label: typeof item.label === 'string' ? item.label : String(pin), row: Math.floor(row), col: numberOf(item.col) === 1 ? 1 : 0, color: typeof item.color === 'string' && item.color ? item.color : 'red' }];
    });
}

/** The panel's rows: each a left and a right cell (a pin or nothing), as the header's two columns. */
export function gpioRowsOf(pins: readonly GpioPin[]): Array<[GpioPin | null, GpioPin | null]> {
    const rows = pins.length === 0 ? 0 : Math.max(...pins.map(pin => pin.row)) + 1;
    return Array.from({ length: rows }, (_row, index) => [pins.find(pin => pin.row === index && pin.col === 0) ?? null, pins.find(pin => pin.row === index && pin.col === 1) ?? null]);
}

export interface GpioRequest {
    method: string;
    paramsBody: string;
}

/** The control widgets' RPC requests and parse function, ThingsBoard's defaults where unset. */
export function gpioControlSettingsOf(settings: Settings) {
    const request = (value: unknown, method: string, paramsBody: string): GpioRequest => {
        const item = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
        return { method: typeof item.method === 'string' && item.method ? item.method : method, paramsBody: typeof item.paramsBody === 'string' && item.paramsBody ? item.paramsBody : paramsBody };
    };
    return {
        requestTimeout: numberOf(settings?.requestTimeout) ?? 500,
        statusRequest: request(settings?.gpioStatusRequest, 'getGpioStatus', '{}'),
        changeRequest: request(settings?.gpioStatusChangeRequest, 'setGpioStatus', '{\n   "pin": "{$pin}",\n   "enabled": "{$enabled}"\n}'),
        parseFunction: typeof settings?.parseGpioStatusFunction === 'string' && settings.parseGpioStatusFunction.trim() ? settings.parseGpioStatusFunction : 'return body[pin] === true;',
    };
}

/**
 * A change request's params: its body with `"{$pin}"` and `"{$enabled}"` replaced by the pin
 * number and the new state, then read as JSON (text that is not JSON is sent as it is).
 */
export function changeParamsOf(paramsBody: string, pin: number, enabled: boolean): unknown {
    const body = paramsBody.replace('"{$pin}"', String(pin)).replace('"{$enabled}"', String(enabled));
    try {
        return JSON.parse(body);
    } catch {
        return body;
    }
}

/** A status request's params: its body as JSON, or the text itself. */
export function statusParamsOf(paramsBody: string): unknown {
    try {
        return JSON.parse(paramsBody);
    } catch {
        return paramsBody;
    }
}

/** A panel LED's value: on for true or 'true', as ThingsBoard reads it. */
export const ledOn = (value: unknown): boolean => value === true || value === 'true';
