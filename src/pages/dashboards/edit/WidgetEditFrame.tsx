import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The class react-grid-layout drags by; the actions carry DRAG_CANCEL_CLASS so a click on them is a click. */
export const DRAG_HANDLE_CLASS = 'widget-drag-handle';
export const DRAG_CANCEL_CLASS = 'widget-edit-action';

export interface WidgetEditActions {
    /** Adds the widget to the selection copied together, or takes it out. */
    onSelect(): void;
    onEdit(): void;
    onCopy(): void;
    onMobile(): void;
    onDelete(): void;
}

const ACTIONS = [
    { key: 'onEdit', label: 'widget.edit', Icon: Edit },
    { key: 'onCopy', label: 'widget.copy', Icon: ContentCopy },
    { key: 'onMobile', label: 'widget.mobile-layout', Icon: PhoneAndroid },
    { key: 'onDelete', label: 'widget.remove', Icon: DeleteOutline },
] as const;

/**
 * A widget in edit mode: its content under a layer that takes the pointer (drag anywhere, as
 * ThingsBoard's edit mode; the widget itself does not react), with its actions in the corner.
 */
export const WidgetEditFrame = ({ title, selected = false, actions, children }: { title: string; selected?: boolean; actions: WidgetEditActions; children: ReactNode }) => {
    const translate = useTranslate();
    const selectLabel = translate(selected ? 'dashboard-fragment.deselect-widget' : 'dashboard-fragment.select-widget');
    const SelectIcon = selected ? CheckBox : CheckBoxOutlineBlank;
    return (
        <Box role="group" aria-label={title} sx={{ position: 'relative', height: '100%', '&:hover .widget-edit-actions, &:focus-within .widget-edit-actions': { opacity: 1 } }}>
            {children}
            <Box
                className={DRAG_HANDLE_CLASS}
                sx={{
                    position: 'absolute',
                    inset: 0,
                    cursor: 'move',
                    borderRadius: 1,
                    outline: selected ? '2px solid' : '1px dashed',
                    outlineColor: selected ? 'primary.main' : 'primary.light',
                    bgcolor: selected ? 'action.selected' : undefined,
                    '&:hover': { bgcolor: 'action.hover' },
                }}
            />
            <Paper
                elevation={2}
                className="widget-edit-actions"
                sx={{ position: 'absolute', top: 4, right: 4, display: 'flex', borderRadius: 4, opacity: { xs: 1, md: selected ? 1 : 0 }, transition: 'opacity 150ms' }}
            >
                <Tooltip title={selectLabel}>
                    <IconButton
                        size="small"
                        color={selected ? 'primary' : 'default'}
                        className={DRAG_CANCEL_CLASS}
                        aria-label={`${translate('dashboard-fragment.select-widget')}: ${title}`}
                        aria-pressed={selected}
                        onClick={actions.onSelect}
                    >
                        <SelectIcon fontSize="small" />
                    </IconButton>
                </Tooltip>
                {ACTIONS.map(({ key, label, Icon }) => (
                    <Tooltip key={key} title={translate(label)}>
                        <IconButton size="small" className={DRAG_CANCEL_CLASS} aria-label={`${translate(label)}: ${title}`} onClick={actions[key]}>
                            <Icon fontSize="small" />
                        </IconButton>
                    </Tooltip>
                ))}
            </Paper>
        </Box>
    );
};
