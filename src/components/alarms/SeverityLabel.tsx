import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { severityOf } from './alarmSeverity';

/** Black reads on every severity colour (red, orange, yellow, olive, green) at WCAG AA, in both themes. */
const CHIP_TEXT = '#000';

/**
 * An alarm's severity, the same chip wherever it shows (the bell, the alarm tables, the details
 * dialog, the alarms widget): its label on the severity's colour.
 */
export const SeverityLabel = ({ severity }: { severity: string }) => {
    const translate = useTranslate();
    const { color, label } = severityOf(severity);
    return (
        <Chip
            size="small"
            label={translate(label, { _: severity })}
            data-severity={severity}
            sx={{ bgcolor: color, color: CHIP_TEXT, fontWeight: 600, minWidth: 96, height: 22, '& .MuiChip-label': { px: 1 } }}
        />
    );
};
