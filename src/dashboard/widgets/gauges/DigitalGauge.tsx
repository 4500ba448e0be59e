import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { arcPath, polar } from '../../../lib/svg/arcs';
import { settingColor, SVG_STYLE } from '../themeColor';
import type { DigitalLook } from './digitalLook';
import type { GaugeFace } from './gaugeFace';
import { fade, fractionOf, levelColor, tickLabel, type GaugeModel } from './gaugeModel';
import { ValueReadout } from './ValueReadout';

export interface DigitalGaugeProps {
    model: GaugeModel;
    look: DigitalLook;
    face: GaugeFace;
    value: number | null;
    valueText: string;
    /** The value's digits without units, for the segment display; null for text values. */
    digits: string | null;
}

/** ThingsBoard's justgage default track; kept as it is it glares on a dark card. */
const JUSTGAGE_TRACK = '#eeeeee';
/** Segments are this long (in the drawing's units); dashThickness sets the gaps. */
const SEGMENT = 4;

interface Ink {
    text: string;
    muted: string;
    track: string;
    ghost: string | null;
    value: string | null;
    glow?: string;
}

/**
 * ThingsBoard's digital gauges: the justgage arc, donut and bars, their neon (glowing, segmented)
 * and LCD (segment digits on a grey-green panel) looks, as the settings and panel say.
 */
export const DigitalGauge = ({ model, look, face, value, valueText, digits }: DigitalGaugeProps) => {
    const theme = useTheme();
    const glowId = `glow-${useId().replace(/:/g, '')}`;
    const text = face.ink ?? theme.palette.text.primary;
    const ink: Ink = {
        text: look.valueColor ? settingColor(look.valueColor, '#666666', text) : text,
        muted: look.minMaxColor ? settingColor(look.minMaxColor, '#666666', face.ink ?? theme.palette.text.secondary) : face.ink ? fade(face.ink, 0.7) : theme.palette.text.secondary,
        track: model.trackColor ? settingColor(model.trackColor, JUSTGAGE_TRACK, theme.palette.action.selected) : fade(model.keyColor, 0.2),
        ghost: face.ghost,
        value: value === null ? null : levelColor(value, model),
        glow: look.glow > 0 ? `url(#${glowId})` : undefined,
    };
    const Shape = look.shape === 'arc' ? ArcShape : look.shape === 'donut' ? DonutShape : look.shape === 'horizontalBar' ? HorizontalBarShape : VerticalBarShape;
    return (
        <Box
            data-face={face.background ?? 'theme'}
            sx={{
                width: '100%', height: '100%', borderRadius: 1,
                ...(face.background && { bgcolor: face.background, boxShadow: face.ghost && !face.ink?.includes('255') ? 'inset 0 1px 4px rgba(0,0,0,0.45)' : undefined }),
            }}
        >
            <Shape model={model} look={look} ink={ink} value={value} valueText={valueText} digits={digits} glowId={glowId} />
        </Box>
    );
};

interface ShapeProps {
    model: GaugeModel;
    look: DigitalLook;
    ink: Ink;
    value: number | null;
    valueText: string;
    digits: string | null;
    glowId: string;
}

/** The glow of the neon looks: the shape blurred under itself, stronger with the brightness. */
const GlowFilter = ({ id, glow }: { id: string; glow: number }) =>
    glow > 0 ? (
        <defs>
            {/* In drawing units: a bounding-box region would be empty around a straight bar (zero height or width). */}
            <filter id={id} filterUnits="userSpaceOnUse" x={-20} y={-20} width={360} height={340}>
                <feGaussianBlur stdDeviation={1 + glow / 25} result="blur" />
                <feMerge>
                    <feMergeNode in="blur" />
                    <feMergeNode in="blur" />
                    <feMergeNode in="SourceGraphic" />
                </feMerge>
            </filter>
        </defs>
    ) : null;

/** A segmented bar's stroke pattern, or a solid one. */
const dashOf = (look: DigitalLook) => (look.dash > 0 ? `${SEGMENT} ${look.dash * 1.6}` : undefined);

const svgProps = (viewBox: string) => ({ viewBox, width: '100%', height: '100%', preserveAspectRatio: 'xMidYMid meet', style: SVG_STYLE }) as const;

const readout = (props: ShapeProps, x: number, y: number, size: number, maxWidth: number, anchor: 'start' | 'middle' | 'end' = 'middle') =>
    props.look.showValue && (
        <ValueReadout
            valueText={props.valueText}
            digits={props.digits}
            units={props.model.units}
            x={x}
            y={y}
            size={size * props.look.valueScale}
            color={props.look.glow > 0 && props.ink.value ? props.ink.value : props.ink.text}
            segments={props.look.segmentValue}
            ghost={props.ink.ghost}
            anchor={anchor}
            maxWidth={maxWidth}
            filter={props.ink.glow}
        />
    );

const MinMax = ({ props, x, y, value, anchor = 'middle' }: { props: ShapeProps; x: number; y: number; value: number; anchor?: 'start' | 'middle' | 'end' }) =>
    props.look.segmentMinMax && props.ink.ghost !== null ? (
        <ValueReadout valueText={tickLabel(value)} digits={tickLabel(value)} units="" x={x} y={y} size={11} color={props.ink.muted} segments ghost={null} anchor={anchor} maxWidth={60} />
    ) : (
        <text x={x} y={y} textAnchor={anchor} dominantBaseline="central" fontSize={12} fill={props.ink.muted}>
            {tickLabel(value)}
        </text>
    );

const Title = ({ props, x, y }: { props: ShapeProps; x: number; y: number }) =>
    props.look.title ? (
        <text x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize={13} fontWeight={500} fill={props.look.titleColor ? settingColor(props.look.titleColor, '#999999', props.ink.muted) : props.ink.muted}>
            {props.look.title}
        </text>
    ) : null;

const ArcShape = (props: ShapeProps) => {
    const { model, look, ink, value } = props;
    const top = look.title ? 24 : 6;
    const [cx, cy, outer] = [100, top + 92, 88];
    const thickness = outer * 0.55 * look.widthScale;
    const middle = outer - thickness / 2;
    const end = 180 + 180 * (value === null ? 0 : fractionOf(value, model));
    const cap = look.roundedCap && !look.dash ? 'round' : 'butt';
    return (
        <svg {...svgProps(`0 0 200 ${cy + 26}`)}>
            <GlowFilter id={props.glowId} glow={look.glow} />
            <Title props={props} x={cx} y={12} />
            <path d={arcPath(cx, cy, middle, 180, 360)} fill="none" stroke={ink.track} strokeWidth={thickness} strokeDasharray={dashOf(look)} strokeLinecap={cap} />
            {ink.value && end > 180.01 && (
                <path d={arcPath(cx, cy, middle, 180, end)} fill="none" stroke={ink.value} strokeWidth={thickness} strokeDasharray={dashOf(look)} strokeLinecap={cap} filter={ink.glow} data-testid="gauge-level" />
            )}
            {look.ticks.map(tick => {
                const angle = 180 + 180 * fractionOf(tick, model);
                const [x0, y0] = polar(cx, cy, outer, angle);
                const [x1, y1] = polar(cx, cy, outer - thickness, angle);
                return <line key={tick} x1={x0} y1={y0} x2={x1} y2={y1} stroke={look.tickColor ?? ink.muted} strokeWidth={look.tickWidth / 2} />;
            })}
            {readout(props, cx, cy - (look.unitTitle ? 28 : 16), 30, (middle - thickness / 2) * 1.8)}
            {look.unitTitle && (
                <text x={cx} y={cy + 2} textAnchor="middle" fontSize={11} fill={ink.muted}>
                    {look.unitTitle}
                </text>
            )}
            {model.showMinMax && (
                <>
                    <MinMax props={props} x={cx - middle} y={cy + 14} value={model.min} />
                    <MinMax props={props} x={cx + middle} y={cy + 14} value={model.max} />
                </>
            )}
        </svg>
    );
};

const DonutShape = (props: ShapeProps) => {
    const { model, look, ink, value } = props;
    const top = look.title ? 24 : 4;
    const [cx, cy, outer] = [100, top + 92, 90];
    const thickness = outer * 0.42 * look.widthScale;
    const middle = outer - thickness / 2;
    const start = look.donutStart;
    const end = start + 360 * (value === null ? 0 : fractionOf(value, model));
    const cap = look.roundedCap && !look.dash ? 'round' : 'butt';
    return (
        <svg {...svgProps(`0 0 200 ${cy + 96}`)}>
            <GlowFilter id={props.glowId} glow={look.glow} />
            <Title props={props} x={cx} y={12} />
            <circle cx={cx} cy={cy} r={middle} fill="none" stroke={ink.track} strokeWidth={thickness} strokeDasharray={dashOf(look)} />
            {ink.value && end > start + 0.01 && (
                <path d={arcPath(cx, cy, middle, start, end)} fill="none" stroke={ink.value} strokeWidth={thickness} strokeDasharray={dashOf(look)} strokeLinecap={cap} filter={ink.glow} data-testid="gauge-level" />
            )}
            {readout(props, cx, cy - (look.unitTitle ? 6 : 0), 34, (middle - thickness / 2) * 1.7)}
            {look.unitTitle && (
                <text x={cx} y={cy + 26} textAnchor="middle" fontSize={11} fill={ink.muted}>
                    {look.unitTitle}
                </text>
            )}
        </svg>
    );
};

const HorizontalBarShape = (props: ShapeProps) => {
    const { model, look, ink, value } = props;
    let y = look.title ? 26 : 6;
    const valueY = y + 16;
    if (look.showValue) y += 36;
    const [x, width, height] = [14, 272, 44 * look.widthScale];
    const fill = value === null ? 0 : fractionOf(value, model);
    const middle = y + height / 2;
    const bottom = y + height + (model.showMinMax ? 22 : 4) + (look.unitTitle ? 16 : 0);
    return (
        <svg {...svgProps(`0 0 300 ${bottom}`)}>
            <GlowFilter id={props.glowId} glow={look.glow} />
            <Title props={props} x={150} y={13} />
            {readout(props, 150, valueY, 26, 260)}
            <line x1={x} y1={middle} x2={x + width} y2={middle} stroke={ink.track} strokeWidth={height} strokeDasharray={dashOf(look)} />
            {ink.value && fill > 0 && <line x1={x} y1={middle} x2={x + width * fill} y2={middle} stroke={ink.value} strokeWidth={height} strokeDasharray={dashOf(look)} filter={ink.glow} data-testid="gauge-level" />}
            {look.ticks.map(tick => (
                <line key={tick} x1={x + width * fractionOf(tick, model)} x2={x + width * fractionOf(tick, model)} y1={y} y2={y + height} stroke={look.tickColor ?? ink.muted} strokeWidth={look.tickWidth / 2} />
            ))}
            {model.showMinMax && (
                <>
                    <MinMax props={props} x={x} y={y + height + 12} value={model.min} anchor="start" />
                    <MinMax props={props} x={x + width} y={y + height + 12} value={model.max} anchor="end" />
                </>
            )}
            {look.unitTitle && (
                <text x={150} y={bottom - 6} textAnchor="middle" fontSize={11} fill={ink.muted}>
                    {look.unitTitle}
                </text>
            )}
        </svg>
    );
};

const VerticalBarShape = (props: ShapeProps) => {
    const { model, look, ink, value } = props;
    const top = (look.title ? 22 : 4) + (look.showValue ? 34 : 0);
    const bottom = 250 - (look.unitTitle ? 20 : 4);
    const width = 56 * look.widthScale;
    const cx = model.showMinMax ? 46 : 60;
    const fill = value === null ? 0 : fractionOf(value, model);
    const levelTop = bottom - (bottom - top) * fill;
    return (
        <svg {...svgProps('0 0 120 250')}>
            <GlowFilter id={props.glowId} glow={look.glow} />
            <Title props={props} x={60} y={11} />
            {readout(props, 60, top - 18, 22, 110)}
            <line x1={cx} y1={bottom} x2={cx} y2={top} stroke={ink.track} strokeWidth={width} strokeDasharray={dashOf(look)} />
            {ink.value && fill > 0 && <line x1={cx} y1={bottom} x2={cx} y2={levelTop} stroke={ink.value} strokeWidth={width} strokeDasharray={dashOf(look)} filter={ink.glow} data-testid="gauge-level" />}
            {look.ticks.map(tick => {
                const tickY = bottom - (bottom - top) * fractionOf(tick, model);
                return <line key={tick} x1={cx - width / 2} x2={cx + width / 2} y1={tickY} y2={tickY} stroke={look.tickColor ?? ink.muted} strokeWidth={look.tickWidth / 2} />;
            })}
            {model.showMinMax && (
                <>
                    <MinMax props={props} x={cx + width / 2 + 6} y={top + 6} value={model.max} anchor="start" />
                    <MinMax props={props} x={cx + width / 2 + 6} y={bottom - 6} value={model.min} anchor="start" />
                </>
            )}
            {look.unitTitle && (
                <text x={60} y={244} textAnchor="middle" fontSize={11} fill={ink.muted}>
                    {look.unitTitle}
                </text>
            )}
        </svg>
    );
};
