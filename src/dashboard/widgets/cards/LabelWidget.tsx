import Box from '@mui/material/Box';
import { useState } from 'react';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { fillTextPattern } from './valuePattern';

/** One label of ThingsBoard's label widget: a pattern placed at x/y percent of the image. */
export interface LabelWidgetLabel {
    pattern?: string;
    x?: number;
    y?: number;
    backgroundColor?: string;
    font?: { family?: string; size?: number; style?: string; weight?: string; color?: string };
}

export interface LabelWidgetSettings {
    backgroundImageUrl?: string;
    labels?: LabelWidgetLabel[];
}

/** The largest box of the image's aspect ratio that fits the widget, centred. */
export function fitImage(image: { width: number; height: number } | null, width: number, height: number) {
    if (!image || image.width <= 0 || image.height <= 0) return { left: 0, top: 0, width, height };
    const scale = Math.min(width / image.width, height / image.height);
    const fitted = { width: image.width * scale, height: image.height * scale };
    return { left: (width - fitted.width) / 2, top: (height - fitted.height) / 2, ...fitted };
}

/**
 * ThingsBoard's label widget: a background image (`backgroundImageUrl`, kept to its aspect ratio) with
 * labels placed at `x`/`y` percent of it, each a pattern filled from the latest values (`${keyLabel}`,
 * `${entityName}`) in its own font and background colour.
 */
export const LabelWidget = ({ widget, snapshot, width, height }: WidgetComponentProps) => {
    const settings = (widget.config.settings ?? {}) as LabelWidgetSettings;
    const [image, setImage] = useState<{ width: number; height: number } | null>(null);
    const box = fitImage(image, width, height);
    return (
        <Box sx={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
            {settings.backgroundImageUrl && (
                <img
                    src={settings.backgroundImageUrl}
                    alt=""
                    onLoad={event => setImage({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
                    style={{ position: 'absolute', ...box }}
                />
            )}
            {(settings.labels ?? []).map((label, index) => (
                <Box
                    key={index}
                    component="span"
                    sx={{
                        position: 'absolute',
                        left: box.left + (box.width * (label.x ?? 0)) / 100,
                        top: box.top + (box.height * (label.y ?? 0)) / 100,
                        px: 0.5,
                        borderRadius: 0.5,
                        whiteSpace: 'nowrap',
                        backgroundColor: label.backgroundColor ?? 'transparent',
                        color: label.font?.color ?? 'text.primary',
                        fontFamily: label.font?.family || undefined,
                        fontSize: label.font?.size ?? 12,
                        fontStyle: label.font?.style ?? 'normal',
                        fontWeight: label.font?.weight ?? 'normal',
                    }}
                >
                    {fillTextPattern(label.pattern ?? '', snapshot.data)}
                </Box>
            ))}
        </Box>
    );
};
