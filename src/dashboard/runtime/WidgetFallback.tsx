import ErrorOutline from '@mui/icons-material/ErrorOutline';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

const FALLBACKS = {
    notFound: { titleKey: 'widget.widget-type-not-found', Icon: WidgetsOutlined, color: 'text.secondary' },
    error: { titleKey: 'widget.widget-type-load-error', Icon: ErrorOutline, color: 'error.main' },
} as const;

/** The two fallback widget types of part2 §3.2, shown in place of the widget's content. */
export const WidgetFallback = ({ kind, detail }: { kind: keyof typeof FALLBACKS; detail?: string }) => {
    const translate = useTranslate();
    const { titleKey, Icon, color } = FALLBACKS[kind];
    return (
        <Box role="status" data-widget-fallback={kind} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 0.5, p: 2, textAlign: 'center', overflow: 'hidden' }}>
            <Icon sx={{ color, fontSize: 32 }} />
            <Typography variant="subtitle2" sx={{ color }}>
                {translate(titleKey)}
            </Typography>
            {detail && (
                <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                    {detail}
                </Typography>
            )}
        </Box>
    );
};
