import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { readableSeverityColor } from '../../layout/theme/severityText';
import { severityOf } from './alarmSeverity';

/** The severity as ThingsBoard shows it: bold text in the severity's colour (kept readable, AA), with a dot of it. */
export const SeverityLabel = ({ severity }: { severity: string }) => {
    const translate = useTranslate();
    const { color, label } = severityOf(severity);
    return (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color: theme => readableSeverityColor(color, theme.palette.background.paper), whiteSpace: 'nowrap' }}>
            <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
            {translate(label, { _: severity })}
        </Box>
    );
};
