import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { sharedDataKeySandbox } from '../../postProcessing/sharedSandbox';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import type { RpcTarget } from '../controls/rpcTarget';
import { RpcError, RpcTargetFrame } from '../controls/RpcTargetFrame';
import { rpcErrorMessage, sendRpc } from '../controls/sendRpc';
import { GpioBoard } from './GpioBoard';
import { changeParamsOf, gpioControlSettingsOf, gpioPinsOf, statusParamsOf, type GpioPin } from './gpioSettings';

/** Each pin's state from a device answer, by the widget's parse function `(body, pin)` run in the sandbox. */
async function statesOf(parseFunction: string, body: unknown, pins: readonly GpioPin[]): Promise<Map<number, boolean>> {
    const results = await sharedDataKeySandbox().run(pins.map(pin => ({ kind: 'call', body: parseFunction, argNames: ['body', 'pin'], args: [body, pin.pin] })));
    return new Map(pins.map((pin, index) => [pin.pin, results[index]?.error ? false : results[index]?.value === true]));
}

interface GpioSwitchesProps {
    target: RpcTarget;
    settings: ReturnType<typeof gpioControlSettingsOf>;
    pins: GpioPin[];
    background: string;
    width: number;
    height: number;
}

const GpioSwitches = ({ target, settings, pins, background, width, height }: GpioSwitchesProps) => {
    const translate = useTranslate();
    const [states, setStates] = useState<Map<number, boolean>>(new Map());
    const [busy, setBusy] = useState(true);
    const [error, setError] = useState<string | null>(null);
    const call = async (method: string, params: unknown, changed: readonly GpioPin[]) => {
        setBusy(true);
        setError(null);
        try {
            const answer = await sendRpc(target.deviceId, { method, params, timeout: settings.requestTimeout, oneway: false });
            const parsed = await statesOf(settings.parseFunction, answer, changed);
            setStates(current => new Map([...current, ...parsed]));
        } catch (failure) {
            setError(rpcErrorMessage(failure));
        } finally {
            setBusy(false);
        }
    };
    useEffect(() => {
        void call(settings.statusRequest.method, statusParamsOf(settings.statusRequest.paramsBody), pins);
        // The status is asked once per device.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [target.deviceId]);
    return (
        <>
            <GpioBoard
                pins={pins}
                background={background}
                width={width}
                height={height}
                label={translate('widgets.gpio.pins')}
                cell={pin => (
                    <Switch
                        size="small"
                        color="default"
                        checked={states.get(pin.pin) ?? false}
                        disabled={busy}
                        onChange={() => void call(settings.changeRequest.method, changeParamsOf(settings.changeRequest.paramsBody, pin.pin, !(states.get(pin.pin) ?? false)), [pin])}
                        slotProps={{ input: { 'aria-label': pin.label } }}
                    />
                )}
            />
            {error && (
                <div style={{ position: 'absolute', left: 0, right: 0, bottom: 4, textAlign: 'center' }}>
                    <RpcError error={error} />
                </div>
            )}
        </>
    );
};

/**
 * ThingsBoard's GPIO controls (basic and Raspberry Pi): a switch per pin of `gpioList`. The pins'
 * states come from a two-way `gpioStatusRequest`; a switch sends `gpioStatusChangeRequest` with the
 * pin and its new state; each answer is read by `parseGpioStatusFunction(body, pin)`.
 */
export const GpioControl = ({ widget, width, height }: WidgetComponentProps) => {
    const settings = widget.config.settings ?? {};
    const pins = gpioPinsOf(settings);
    const background = typeof settings.switchPanelBackgroundColor === 'string' && settings.switchPanelBackgroundColor ? settings.switchPanelBackgroundColor : '#008a00';
    return (
        <RpcTargetFrame aliasIds={widget.config.targetDeviceAliasIds} title="">
            {target => <GpioSwitches target={target} settings={gpioControlSettingsOf(settings)} pins={pins} background={background} width={width} height={height} />}
        </RpcTargetFrame>
    );
};
