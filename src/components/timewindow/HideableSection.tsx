import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface HideableSectionProps {
    /** Edit mode shows the 'hide' checkbox; outside it a hidden section is not shown at all (part2 §4). */
    isEdit: boolean;
    hidden: boolean;
    onHiddenChange: (hidden: boolean) => void;
    /** Names the checkbox for assistive technology ('Hide Aggregation'). */
    name: string;
    children: ReactNode;
}

/** A panel section with the edit-mode 'hide' checkbox in a narrow column on its left. */
export const HideableSection = ({ isEdit, hidden, onHiddenChange, name, children }: HideableSectionProps) => {
    const translate = useTranslate();
    if (!isEdit && hidden) return null;
    return (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            {isEdit && (
                <Stack sx={{ alignItems: 'center', width: 40, flexShrink: 0 }}>
                    <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
                        {translate('timewindow.hide')}
                    </Typography>
                    <Checkbox
                        size="small"
                        checked={hidden}
                        onChange={event => onHiddenChange(event.target.checked)}
                        slotProps={{ input: { 'aria-label': `${translate('timewindow.hide')} ${name}` } }}
                        sx={{ p: 0.5 }}
                    />
                </Stack>
            )}
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
        </Stack>
    );
};
