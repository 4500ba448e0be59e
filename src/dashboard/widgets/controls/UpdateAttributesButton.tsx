import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { writeValues } from '../inputs/writeValues';
import { parseMethodParams } from './rpcSettings';
import type { RpcTarget } from './rpcTarget';
import { RpcTargetFrame } from './RpcTargetFrame';

type Settings = Record<string, unknown>;

/** The attributes the button writes: `entityParameters`, a JSON object (anything else writes nothing). */
export const attributesToWrite = (settings: Settings): Record<string, unknown> | null => {
    const parsed = parseMethodParams(settings.entityParameters);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && Object.keys(parsed).length > 0 ? (parsed as Record<string, unknown>) : null;
};

const UpdateButton = ({ target, settings }: { target: RpcTarget; settings: Settings }) => {
    const translate = useTranslate();
    const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed' | 'nothing'>('idle');
    const attributes = attributesToWrite(settings);
    const style = (settings.styleButton ?? {}) as Record<string, unknown>;
    const scope = settings.entityAttributeType === 'SHARED_SCOPE' ? 'SHARED_SCOPE' : 'SERVER_SCOPE';
    const click = async () => {
        // ThingsBoard's default parameters are '{}': the button works, and says what it needs instead of calling the server for nothing.
        if (!attributes) return setState('nothing');
        setState('busy');
        try {
            await writeValues({ entityType: 'DEVICE', entityId: target.deviceId }, scope, attributes);
            setState('done');
        } catch {
            setState('failed');
        }
    };
    return (
        <>
            <Button
                variant={style.isRaised === false ? 'text' : 'contained'}
                color={style.isPrimary === true ? 'primary' : 'inherit'}
                disabled={state === 'busy'}
                onClick={() => void click()}
                sx={{ ...(typeof style.bgColor === 'string' && style.bgColor ? { bgcolor: style.bgColor } : {}), ...(typeof style.textColor === 'string' && style.textColor ? { color: style.textColor } : {}) }}
            >
                {typeof settings.buttonText === 'string' && settings.buttonText ? settings.buttonText : translate('widgets.control.update-attributes')}
            </Button>
            {state === 'done' && <span role="status" style={{ fontSize: 12 }}>{translate('widgets.input.update-successful')}</span>}
            {state === 'nothing' && <span role="status" style={{ fontSize: 12 }}>{translate('widgets.control.update-attributes-nothing')}</span>}
            {state === 'failed' && <span role="alert" style={{ fontSize: 12, color: '#d32f2f' }}>{translate('widgets.input.update-failed')}</span>}
        </>
    );
};

/**
 * ThingsBoard's Update device attribute: a button that writes the attributes of `entityParameters`
 * (a JSON object) to the target device, in the server or shared scope (`entityAttributeType`).
 * As in ThingsBoard, the button is always usable; with no parameters set it says which setting to fill.
 */
export const UpdateAttributesButton = ({ widget }: WidgetComponentProps) => {
    const settings = widget.config.settings ?? {};
    return (
        <RpcTargetFrame aliasIds={widget.config.targetDeviceAliasIds} title={typeof settings.title === 'string' ? settings.title : ''}>
            {target => <UpdateButton target={target} settings={settings} />}
        </RpcTargetFrame>
    );
};
