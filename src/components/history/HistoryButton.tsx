import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EntityVersion, VersionedEntity } from './historyApi';
import { HistoryDialog } from './HistoryDialog';
import { useHistorySupport } from './useHistorySupport';

export interface HistoryButtonProps {
    entity: VersionedEntity;
    name: string;
    onRestored?(saved: EntityVersion): void;
    /** An icon in a toolbar (the editors), or a labelled button (a details page). */
    display?: 'icon' | 'button';
    /**
     * Opens the dialog elsewhere: a button inside a toolbar that folds into a menu on phones is
     * unmounted with the menu, and the dialog must outlive it (the page renders HistoryDialog).
     */
    onOpen?(): void;
}

/**
 * Opens the entity's version history. A server without it (ThingsBoard, `API_URL`) gets the
 * button disabled, its tooltip saying why.
 */
export const HistoryButton = ({ entity, name, onRestored, display = 'button', onOpen }: HistoryButtonProps) => {
    const translate = useTranslate();
    const support = useHistorySupport();
    const [ownOpen, setOwnOpen] = useState(false);
    const setOpen = (open: boolean) => (onOpen ? open && onOpen() : setOwnOpen(open));
    const unsupported = support === 'unsupported';
    const label = translate('history.title');
    const tooltip = unsupported ? translate('history.unsupported') : display === 'icon' ? label : '';
    const button =
        display === 'icon' ? (
            <IconButton size="small" aria-label={label} onClick={() => setOpen(true)} disabled={unsupported}>
                <HistoryIcon />
            </IconButton>
        ) : (
            <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} disabled={unsupported}>
                {label}
            </Button>
        );
    return (
        <>
            <Tooltip title={tooltip}>
                <span>{button}</span>
            </Tooltip>
            {ownOpen && <HistoryDialog entity={entity} name={name} onClose={() => setOpen(false)} onRestored={onRestored} />}
        </>
    );
};
