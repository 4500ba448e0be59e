import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { JsonChange } from '../../../shared/history/comparison';
import { CHANGE_COLOR } from './changeColors';

/** A value in one line: long texts and objects are cut, the whole in its tooltip. */
const shown = (value: unknown): string => {
    if (value === undefined) return '';
    const text = JSON.stringify(value);
    return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

const Value = ({ value, label, tone }: { value: unknown; label: string; tone: 'error' | 'success' }) =>
    value === undefined ? null : (
        <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" sx={{ flex: '0 0 auto', width: 56 }}>
                {label}
            </Typography>
            <Typography
                variant="body2"
                component="code"
                title={JSON.stringify(value)}
                sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere', color: `${tone}.main`, minWidth: 0 }}
            >
                {shown(value)}
            </Typography>
        </Box>
    );

/** The JSON diff: each path that differs, with its value before and after. */
export const JsonChanges = ({ changes }: { changes: readonly JsonChange[] }) => {
    const translate = useTranslate();
    return (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="json-changes">
            {changes.map(change => (
                <Box component="li" key={`${change.kind}:${change.path}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5, minWidth: 0 }}>
                        <Chip size="small" variant="outlined" color={CHANGE_COLOR[change.kind]} label={translate(`history.change.${change.kind}`)} />
                        <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace', fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 }}>
                            {change.path || '/'}
                        </Typography>
                    </Box>
                    <Value value={change.before} label={translate('history.before')} tone="error" />
                    <Value value={change.after} label={translate('history.after')} tone="success" />
                </Box>
            ))}
        </Box>
    );
};
