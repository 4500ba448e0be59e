import { useTheme } from '@mui/material/styles';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { arcPath, polar } from '../gauges/gaugeModel';
import { knobValueOf, rpcKnobSettings, type RpcKnobSettings } from './rpcSettings';
import type { RpcTarget } from './rpcTarget';
import { RpcError, RpcTargetFrame } from './RpcTargetFrame';
import { useRpcValue } from './useRpcValue';

/** The knob turns through 270°, from 7:30 to 4:30 like ThingsBoard's. */
const START = 135;
const SWEEP = 270;

/** The value under a pointer at (x, y) from the knob's centre: the angle mapped onto min..max, the dead zone at the bottom snapping to the nearer end. */
export function knobValueAt(x: number, y: number, settings: Pick<RpcKnobSettings, 'min' | 'max'>): number {
    const degrees = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
    const fromStart = (degrees - START + 360) % 360;
    const share = fromStart <= SWEEP ? fromStart / SWEEP : fromStart < SWEEP + (360 - SWEEP) / 2 ? 1 : 0;
    return Math.round(settings.min + share * (settings.max - settings.min));
}

const KnobControl = ({ target, settings, label }: { target: RpcTarget; settings: RpcKnobSettings; label: string }) => {
    const theme = useTheme();
    const { value, error, change } = useRpcValue({ target, ...settings, retrieveValueMethod: 'rpc', valueKey: '', parse: knobValueOf });
    // While dragging the knob shows the pointer's value; the device gets it on release.
    const [dragged, setDragged] = useState<number | null>(null);
    const svg = useRef<SVGSVGElement>(null);
    const shown = Math.min(settings.max, Math.max(settings.min, dragged ?? value));
    const share = (shown - settings.min) / (settings.max - settings.min);
    const [handleX, handleY] = polar(50, 50, 30, START + share * SWEEP);

    const valueAtPointer = (event: PointerEvent) => {
        const box = svg.current!.getBoundingClientRect();
        return knobValueAt(event.clientX - (box.left + box.width / 2), event.clientY - (box.top + box.height / 2), settings);
    };
    const step = Math.max(1, Math.round((settings.max - settings.min) / 100));
    const KEYS: Record<string, number> = { ArrowUp: step, ArrowRight: step, ArrowDown: -step, ArrowLeft: -step, PageUp: step * 10, PageDown: -step * 10 };
    const onKey = (event: KeyboardEvent) => {
        const delta = KEYS[event.key];
        if (delta === undefined) return;
        event.preventDefault();
        void change(Math.min(settings.max, Math.max(settings.min, value + delta)));
    };

    return (
        <>
            <svg
                ref={svg}
                viewBox="0 0 100 100"
                role="slider"
                tabIndex={0}
                aria-label={label}
                aria-valuemin={settings.min}
                aria-valuemax={settings.max}
                aria-valuenow={shown}
                onKeyDown={onKey}
                onPointerDown={event => {
                    event.currentTarget.setPointerCapture(event.pointerId);
                    setDragged(valueAtPointer(event));
                }}
                onPointerMove={event => dragged !== null && setDragged(valueAtPointer(event))}
                onPointerUp={event => {
                    const next = valueAtPointer(event);
                    setDragged(null);
                    void change(next);
                }}
                style={{ flex: 1, minHeight: 0, width: '100%', maxHeight: 220, cursor: 'pointer', touchAction: 'none', outline: 'none' }}
            >
                <path d={arcPath(50, 50, 42, START, START + SWEEP)} fill="none" stroke={theme.palette.action.disabledBackground} strokeWidth={6} strokeLinecap="round" />
                <path d={arcPath(50, 50, 42, START, START + Math.max(share, 0.001) * SWEEP)} fill="none" stroke={theme.palette.primary.main} strokeWidth={6} strokeLinecap="round" />
                <circle cx={50} cy={50} r={34} fill={theme.palette.background.paper} stroke={theme.palette.divider} />
                <circle cx={handleX} cy={handleY} r={3.5} fill={theme.palette.primary.main} />
                <text x={50} y={52} textAnchor="middle" dominantBaseline="central" fontSize={16} fontWeight={500} fill={theme.palette.text.primary}>
                    {shown}
                </text>
                <text x={22} y={94} textAnchor="middle" fontSize={7} fill={theme.palette.text.secondary}>{settings.min}</text>
                <text x={78} y={94} textAnchor="middle" fontSize={7} fill={theme.palette.text.secondary}>{settings.max}</text>
            </svg>
            <RpcError error={error} />
        </>
    );
};

/**
 * ThingsBoard's knob control: reads the device's value with a two-way `getValueMethod` call, and
 * sends the value turned to (drag, or arrow keys) with `setValueMethod`.
 */
export const RpcKnob = ({ widget }: WidgetComponentProps) => {
    const settings = rpcKnobSettings(widget.config.settings);
    const label = settings.title || widget.config.title || widget.typeAlias;
    return (
        <RpcTargetFrame aliasIds={widget.config.targetDeviceAliasIds} title={settings.title}>
            {target => <KnobControl target={target} settings={settings} label={label} />}
        </RpcTargetFrame>
    );
};
