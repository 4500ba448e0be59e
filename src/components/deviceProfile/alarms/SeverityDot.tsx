import Box from '@mui/material/Box';
import { severityOf } from '../../alarms/alarmSeverity';

/** The severity's colour as a small dot before its name. */
export const SeverityDot = ({ severity }: { severity: string }) => (
    <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: severityOf(severity).color, flexShrink: 0 }} />
);
