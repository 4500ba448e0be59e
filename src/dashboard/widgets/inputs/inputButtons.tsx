import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/** The update (submit) and undo buttons the input widgets put beside their fields. */
export const InputButtons = ({ canSave, canUndo, onUndo, sx }: { canSave: boolean; canUndo: boolean; onUndo: () => void; sx?: SxProps<Theme> }) => {
    const translate = useTranslate();
    return (
        <>
            <Tooltip title={translate('action.update')}>
                <span>
                    <IconButton type="submit" color="primary" size="small" sx={sx} aria-label={translate('action.update')} disabled={!canSave}>
                        <CheckIcon />
                    </IconButton>
                </span>
            </Tooltip>
            <Tooltip title={translate('action.undo')}>
                <span>
                    <IconButton size="small" sx={sx} aria-label={translate('action.undo')} disabled={!canUndo} onClick={onUndo}>
                        <CloseIcon />
                    </IconButton>
                </span>
            </Tooltip>
        </>
    );
};
