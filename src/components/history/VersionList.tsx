import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import { formatFileSize } from '../display/fileSize';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import type { EntityVersionInfo } from './historyApi';

/** The saves, newest first: number, who, when, size; the newest is the current version. */
export const VersionList = ({ versions, selected, onSelect }: { versions: readonly EntityVersionInfo[]; selected: number | null; onSelect(version: number): void }) => {
    const translate = useTranslate();
    return (
        <List dense disablePadding aria-label={translate('history.saves')} data-testid="version-list">
            {versions.map((info, index) => (
                <ListItemButton
                    key={info.version}
                    selected={info.version === selected}
                    onClick={() => onSelect(info.version)}
                    data-version={info.version}
                    sx={{ borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
                >
                    <ListItemText
                        primary={
                            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                                <Box component="span" sx={{ fontWeight: 500 }}>
                                    {translate('history.version', { version: info.version })}
                                </Box>
                                {index === 0 && <Chip size="small" color="primary" label={translate('history.current')} sx={{ height: 20 }} />}
                                {info.restoredFrom !== null && info.restoredFrom !== undefined && (
                                    <Chip size="small" variant="outlined" label={translate('history.restored-from', { version: info.restoredFrom })} sx={{ height: 20 }} />
                                )}
                            </Box>
                        }
                        secondary={
                            <>
                                <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                                    {info.userName ?? translate('history.unknown-user')}
                                </Box>
                                <Box component="span" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
                                    {formatDateTime(info.createdTime)} · {formatFileSize(info.size)}
                                </Box>
                            </>
                        }
                    />
                </ListItemButton>
            ))}
        </List>
    );
};
