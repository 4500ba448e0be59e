import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import type { WidgetKind } from '../../dashboard/model/dashboardConfig';
import { WIDGET_KINDS } from './widgetKinds';

interface Props {
    open: boolean;
    onClose(): void;
    onSelect(kind: WidgetKind): void;
}

/** ThingsBoard's "Select widget type": a new widget type starts from its kind's template. */
export const AddWidgetTypeDialog = ({ open, onClose, onSelect }: Props) => {
    const translate = useTranslate();
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
            <DialogTitle>{translate('widget.select-widget-type')}</DialogTitle>
            <List sx={{ pt: 0, pb: 2 }}>
                {WIDGET_KINDS.map(({ kind, label, icon: Icon }) => (
                    <ListItemButton key={kind} onClick={() => onSelect(kind)} sx={{ px: 3 }}>
                        <ListItemIcon>
                            <Icon color="primary" />
                        </ListItemIcon>
                        <ListItemText primary={translate(label)} />
                    </ListItemButton>
                ))}
            </List>
        </Dialog>
    );
};
