import { useEffect, useState } from 'react';
import { sharedTelemetrySocket } from '../../../components/telemetry/sharedTelemetrySocket';
import type { RetrieveValueMethod } from './rpcSettings';
import type { RpcTarget } from './rpcTarget';
import { rpcErrorMessage, sendRpc } from './sendRpc';

export interface RpcValueOptions<T> {
    target: RpcTarget;
    initialValue: T;
    retrieveValueMethod: RetrieveValueMethod;
    valueKey: string;
    getValueMethod: string;
    setValueMethod: string;
    requestTimeout: number;
    /** The device's answer (or the watched key's text) as the control's value; null keeps the current one. */
    parse: (data: unknown) => T | null;
}

/** Where a value read from the device's data lives: attributes it reports, or its latest telemetry. */
const WATCHED_SCOPE = { attribute: 'CLIENT_SCOPE', timeseries: 'LATEST_TELEMETRY' } as const;

/**
 * A control's value on the device, as ThingsBoard's switch and knob keep it: read once by a two-way
 * `getValueMethod` call, or followed live from an attribute or time series key; written with a
 * one-way `setValueMethod` call whose failure puts the previous value back and reports the error.
 */
export function useRpcValue<T>(options: RpcValueOptions<T>) {
    const { target, retrieveValueMethod, valueKey, getValueMethod, requestTimeout, parse } = options;
    const [value, setValue] = useState<T>(options.initialValue);
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);

    useEffect(() => {
        if (retrieveValueMethod === 'rpc') {
            let current = true;
            sendRpc(target.deviceId, { method: getValueMethod, params: null, timeout: requestTimeout, oneway: false }).then(
                answer => {
                    const parsed = parse(answer);
                    if (current && parsed !== null) setValue(parsed);
                },
                failure => current && setError(rpcErrorMessage(failure)),
            );
            return () => {
                current = false;
            };
        }
        if (retrieveValueMethod === 'none') return;
        return sharedTelemetrySocket.subscribe({ entityType: 'DEVICE', entityId: target.deviceId, scope: WATCHED_SCOPE[retrieveValueMethod] }, update => {
            const latest = update.data?.[valueKey]?.[0];
            const parsed = latest ? parse(latest[1]) : null;
            if (parsed !== null) setValue(parsed);
        });
        // parse is a pure function of the widget type.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [target.deviceId, retrieveValueMethod, valueKey, getValueMethod, requestTimeout]);

    const change = async (next: T) => {
        const previous = value;
        setValue(next);
        setError(null);
        setBusy(true);
        try {
            await sendRpc(target.deviceId, { method: options.setValueMethod, params: next, timeout: requestTimeout, oneway: true });
        } catch (failure) {
            setValue(previous);
            setError(rpcErrorMessage(failure));
        } finally {
            setBusy(false);
        }
    };

    return { value, error, busy, change };
}
