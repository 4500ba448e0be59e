import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { fillTextPattern } from './valuePattern';

/** Settings of ThingsBoard's QR code widget that the console reads. */
export interface QrCodeSettings {
    qrCodeTextPattern?: string;
}

/** The dark modules of a QR code as one SVG path (one unit square per module), with its size in modules. */
export function qrCodePath(text: string): { size: number; path: string } {
    const code = qrcode(0, 'M');
    code.addData(text, 'Byte');
    code.make();
    const size = code.getModuleCount();
    let path = '';
    for (let row = 0; row < size; row++) {
        for (let column = 0; column < size; column++) if (code.isDark(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
    return { size, path };
}

/**
 * ThingsBoard's QR code widget: `qrCodeTextPattern` filled from the latest values and entity fields
 * (`${entityName}`, `${keyLabel}`), drawn as a square code that fits the widget, with a quiet zone.
 * A text function (`useQrCodeTextFunction`) is not run: widget code is never compiled in the console.
 */
export const QrCode = ({ widget, snapshot, width, height }: WidgetComponentProps) => {
    const translate = useTranslate();
    const pattern = ((widget.config.settings ?? {}) as QrCodeSettings).qrCodeTextPattern ?? '${entityName}';
    const text = fillTextPattern(pattern, snapshot.data);
    const code = useMemo(() => {
        try {
            return text ? qrCodePath(text) : null;
        } catch {
            return 'tooLong' as const;
        }
    }, [text]);
    if (code === 'tooLong') {
        return (
            <Typography role="alert" color="error" variant="body2" sx={{ p: 1 }}>
                {translate('widgets.qr-code.too-long')}
            </Typography>
        );
    }
    const side = Math.max(0, Math.min(width, height));
    return (
        <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            {code && (
                <svg role="img" aria-label={text} width={side} height={side} viewBox={`-2 -2 ${code.size + 4} ${code.size + 4}`} shapeRendering="crispEdges" style={{ background: '#fff' }}>
                    <path d={code.path} fill="#000" />
                </svg>
            )}
        </Box>
    );
};
