import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A widget type's preview in the widget picker: its own image when it has one (ThingsBoard's
 * types carry a PNG), else a small drawing of what it shows, by the family its alias belongs to.
 */
export type PreviewFamily = 'line' | 'bars' | 'steps' | 'table' | 'alarms' | 'card' | 'gauge' | 'switch' | 'button' | 'knob' | 'input' | 'map' | 'navigation' | 'led' | 'html';

/** Families by alias fragment, first match wins; then by the type's kind. */
const BY_ALIAS: ReadonlyArray<[RegExp, PreviewFamily]> = [
    [/alarm/, 'alarms'],
    [/state_chart|steps/, 'steps'],
    [/bars|bar_chart/, 'bars'],
    [/timeseries_table|entities_table|table/, 'table'],
    [/timeseries|chart|line/, 'line'],
    [/gauge|thermometer|compass|speed/, 'gauge'],
    [/knob/, 'knob'],
    [/switch|toggle/, 'switch'],
    [/rpcbutton|button/, 'button'],
    [/led/, 'led'],
    [/map/, 'map'],
    [/navigation/, 'navigation'],
    [/html|markdown/, 'html'],
    [/input|update_|attributes_card/, 'input'],
    [/card/, 'card'],
];
const BY_KIND: Readonly<Record<string, PreviewFamily>> = { timeseries: 'line', latest: 'card', rpc: 'button', alarm: 'alarms', static: 'html' };

export const previewFamily = (typeAlias: string, widgetType: string | null | undefined): PreviewFamily =>
    BY_ALIAS.find(([pattern]) => pattern.test(typeAlias))?.[1] ?? BY_KIND[widgetType ?? ''] ?? 'card';

const drawings = (primary: string, secondary: string, line: string): Record<PreviewFamily, ReactNode> => ({
    line: (
        <>
            <path d="M8 60 H112 M8 12 V60" stroke={line} />
            <polyline points="10,48 28,36 44,42 60,22 78,30 94,16 110,24" fill="none" stroke={primary} strokeWidth="3" />
            <polyline points="10,56 28,50 44,54 60,44 78,50 94,40 110,46" fill="none" stroke={secondary} strokeWidth="2" />
        </>
    ),
    bars: (
        <>
            <path d="M8 60 H112" stroke={line} />
            {[14, 34, 54, 74, 94].map((x, index) => (
                <g key={x}>
                    <rect x={x} y={60 - [30, 42, 22, 36, 46][index]!} width="8" height={[30, 42, 22, 36, 46][index]} fill={primary} />
                    <rect x={x + 9} y={60 - [18, 26, 30, 16, 24][index]!} width="8" height={[18, 26, 30, 16, 24][index]} fill={secondary} />
                </g>
            ))}
        </>
    ),
    steps: (
        <>
            <path d="M8 60 H112" stroke={line} />
            <polyline points="10,44 30,44 30,20 56,20 56,44 80,44 80,28 110,28" fill="none" stroke={primary} strokeWidth="3" />
        </>
    ),
    table: (
        <>
            <rect x="10" y="10" width="100" height="10" fill={primary} opacity="0.8" />
            {[26, 38, 50].map(y => (
                <g key={y}>
                    <rect x="10" y={y} width="40" height="6" fill={line} />
                    <rect x="58" y={y} width="52" height="6" fill={line} />
                </g>
            ))}
        </>
    ),
    alarms: (
        <>
            <rect x="10" y="10" width="100" height="10" fill={line} />
            {[['#d32f2f', 26], ['#f57c00', 38], ['#fbc02d', 50]].map(([color, y]) => (
                <g key={y}>
                    <rect x="10" y={Number(y)} width="20" height="7" rx="3" fill={String(color)} />
                    <rect x="36" y={Number(y)} width="74" height="7" fill={line} />
                </g>
            ))}
        </>
    ),
    card: (
        <>
            <rect x="22" y="14" width="76" height="8" fill={line} />
            <text x="60" y="54" textAnchor="middle" fontSize="26" fontWeight="700" fill={primary} fontFamily="sans-serif">
                24.5
            </text>
        </>
    ),
    gauge: (
        <>
            <path d="M20 60 A40 40 0 0 1 100 60" fill="none" stroke={line} strokeWidth="10" />
            <path d="M20 60 A40 40 0 0 1 78 26" fill="none" stroke={primary} strokeWidth="10" />
            <line x1="60" y1="60" x2="80" y2="32" stroke={secondary} strokeWidth="3" />
        </>
    ),
    switch: (
        <>
            <rect x="34" y="26" width="52" height="24" rx="12" fill={primary} opacity="0.5" />
            <circle cx="74" cy="38" r="14" fill={primary} />
        </>
    ),
    button: <rect x="26" y="24" width="68" height="26" rx="4" fill={primary} />,
    knob: (
        <>
            <circle cx="60" cy="38" r="24" fill="none" stroke={line} strokeWidth="6" />
            <path d="M43 55 A24 24 0 1 1 84 38" fill="none" stroke={primary} strokeWidth="6" />
            <circle cx="60" cy="38" r="12" fill={secondary} />
        </>
    ),
    input: (
        <>
            {[16, 40].map(y => (
                <g key={y}>
                    <rect x="14" y={y} width="30" height="6" fill={line} />
                    <rect x="50" y={y - 4} width="56" height="14" rx="2" fill="none" stroke={primary} strokeWidth="2" />
                </g>
            ))}
        </>
    ),
    map: (
        <>
            <rect x="10" y="10" width="100" height="52" fill={line} opacity="0.6" />
            <path d="M10 40 C40 30 60 50 110 28" stroke={secondary} strokeWidth="4" fill="none" />
            <path d="M60 44 C52 32 52 22 60 20 C68 22 68 32 60 44 Z" fill={primary} />
        </>
    ),
    navigation: (
        <>
            {[14, 64].map(x => (
                <g key={x}>
                    <rect x={x} y="16" width="42" height="40" rx="4" fill={primary} opacity="0.85" />
                    <rect x={x + 8} y="44" width="26" height="5" fill="#fff" />
                </g>
            ))}
        </>
    ),
    led: (
        <>
            <circle cx="60" cy="36" r="18" fill={secondary} />
            <circle cx="54" cy="30" r="5" fill="#fff" opacity="0.7" />
        </>
    ),
    html: (
        <>
            <rect x="14" y="14" width="60" height="8" fill={primary} />
            <rect x="14" y="30" width="92" height="5" fill={line} />
            <rect x="14" y="40" width="84" height="5" fill={line} />
            <rect x="14" y="50" width="70" height="5" fill={line} />
        </>
    ),
});

export interface WidgetPreviewProps {
    typeAlias: string;
    widgetType?: string | null;
    /** The type's own image (a data URL), when it has one. */
    image?: string | null;
    height?: number;
}

export const WidgetPreview = ({ typeAlias, widgetType, image, height = 88 }: WidgetPreviewProps) => {
    const { palette } = useTheme();
    if (image) return <Box component="img" src={image} alt="" sx={{ maxHeight: height, maxWidth: '100%' }} />;
    const family = previewFamily(typeAlias, widgetType);
    return (
        <Box component="svg" viewBox="0 0 120 72" aria-hidden data-preview={family} sx={{ height, width: 'auto', maxWidth: '100%' }}>
            {drawings(palette.primary.main, palette.success.main, palette.divider)[family]}
        </Box>
    );
};
