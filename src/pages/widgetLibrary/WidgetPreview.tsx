import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetConfig, WidgetKind } from '../../dashboard/model/dashboardConfig';
import { CustomWidgetFrame } from '../../dashboard/runtime/custom/CustomWidgetFrame';
import type { WidgetTypeDescriptor } from '../../dashboard/runtime/custom/widgetFrameDocument';
import { usePreviewData } from './previewData';

interface Props {
    descriptor: WidgetTypeDescriptor;
    /** The parsed default configuration, or null while its JSON does not parse. */
    config: WidgetConfig | null;
    height: number;
    onRun(): void;
}

/** The size of an element, followed as it changes. */
function useBoxSize() {
    const ref = useRef<HTMLDivElement>(null);
    const [size, setSize] = useState({ width: 0, height: 0 });
    useEffect(() => {
        const element = ref.current;
        if (!element) return;
        const observer = new ResizeObserver(([entry]) => {
            if (entry) setSize({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
        });
        observer.observe(element);
        return () => observer.disconnect();
    }, []);
    return { ref, ...size };
}

/**
 * The widget as it will run on a dashboard: the same sandboxed frame, fed with sample data for the
 * default configuration's datasources, inside a card styled by that configuration.
 */
export const WidgetPreview = ({ descriptor, config, height, onRun }: Props) => {
    const translate = useTranslate();
    const kind = (descriptor.type ?? 'static') as WidgetKind;
    const data = usePreviewData(config, kind);
    const box = useBoxSize();
    const style = config ?? {};
    return (
        <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' }}>
            <Box sx={{ height: 48, display: 'flex', alignItems: 'center', px: 2, gap: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                    {translate('widget.preview')}
                </Typography>
                <Button size="small" startIcon={<PlayArrow />} onClick={onRun}>
                    {translate('widget.run')}
                </Button>
            </Box>
            <Box sx={{ flex: 1, minHeight: height, p: 2, bgcolor: 'background.default', display: 'flex' }}>
                <Box
                    data-testid="widget-preview"
                    sx={{
                        flex: 1,
                        display: 'flex',
                        flexDirection: 'column',
                        borderRadius: 1,
                        boxShadow: 1,
                        overflow: 'hidden',
                        bgcolor: typeof style.backgroundColor === 'string' ? style.backgroundColor : 'background.paper',
                        color: typeof style.color === 'string' ? style.color : 'text.primary',
                        padding: typeof style.padding === 'string' ? style.padding : '8px',
                    }}
                >
                    {style.showTitle !== false && style.title && (
                        <Typography variant="subtitle1" sx={{ fontWeight: 500, pb: 0.5 }} noWrap>
                            {String(style.title)}
                        </Typography>
                    )}
                    <Box ref={box.ref} sx={{ flex: 1, minHeight: 0 }}>
                        {config === null ? (
                            <Typography color="error" variant="body2">
                                {translate('widget.invalid-default-config')}
                            </Typography>
                        ) : (
                            <CustomWidgetFrame descriptor={descriptor} config={config} data={data} width={box.width} height={box.height} title={translate('widget.preview')} />
                        )}
                    </Box>
                </Box>
            </Box>
        </Paper>
    );
};
