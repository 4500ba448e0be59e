import ContentCopy from '@mui/icons-material/ContentCopy';
import FileDownload from '@mui/icons-material/FileDownload';
import FileUpload from '@mui/icons-material/FileUpload';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { stateFileName, stateFragment, type DashboardFragment, type StateFragment } from '../../../dashboard/editor/dashboardFragment';
import type { DashboardConfiguration } from '../../../dashboard/model/dashboardConfig';
import { downloadJson } from '../../../lib/saveFile';

export interface StateFragmentMenuProps {
    configuration: DashboardConfiguration;
    stateId: string;
    dashboardTitle: string;
    onCopy(fragment: StateFragment): void;
    /** A valid file's fragment, to merge into the dashboard. */
    onImport(fragment: DashboardFragment): void;
}

/** Reads a picked file; what is wrong with it is an i18n key and its arguments (nothing changes). */
async function readFile(file: File): Promise<{ fragment: DashboardFragment } | { error: string; args: Record<string, string | number> }> {
    const { FragmentFileError, readFragment } = await import('../../../dashboard/editor/fragmentFile');
    try {
        return { fragment: readFragment(await file.text()) };
    } catch (error) {
        return error instanceof FragmentFileError ? { error: error.messageKey, args: error.messageArgs } : { error: 'dashboard-fragment.not-a-fragment', args: {} };
    }
}

/** The edit toolbar's menu of the shown state: copy it, export it to a file, import a state file. */
export const StateFragmentMenu = ({ configuration, stateId, dashboardTitle, onCopy, onImport }: StateFragmentMenuProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const input = useRef<HTMLInputElement>(null);
    const hasState = Boolean(configuration.states[stateId]);
    const fragment = () => stateFragment(configuration, stateId, { dashboardTitle, exportedTime: Date.now() });

    const items = [
        { key: 'copy-state', Icon: ContentCopy, disabled: !hasState, run: () => onCopy(fragment()) },
        {
            key: 'export-state',
            Icon: FileDownload,
            disabled: !hasState,
            run: () => downloadJson(stateFileName(configuration.states[stateId].name), JSON.stringify(fragment(), null, 2)),
        },
        { key: 'import-state', Icon: FileUpload, disabled: false, run: () => input.current?.click() },
    ];

    const importFile = async (file: File) => {
        const read = await readFile(file);
        if ('error' in read) notify(read.error, { type: 'error', messageArgs: read.args });
        else onImport(read.fragment);
    };

    return (
        <>
            <Tooltip title={translate('dashboard-fragment.state-actions')}>
                <IconButton aria-label={translate('dashboard-fragment.state-actions')} aria-haspopup="menu" onClick={event => setAnchor(event.currentTarget)}>
                    <MoreVert />
                </IconButton>
            </Tooltip>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
                {items.map(({ key, Icon, disabled, run }) => (
                    <MenuItem
                        key={key}
                        disabled={disabled}
                        onClick={() => {
                            setAnchor(null);
                            run();
                        }}
                    >
                        <ListItemIcon>
                            <Icon fontSize="small" />
                        </ListItemIcon>
                        <ListItemText>{translate(`dashboard-fragment.${key}`)}</ListItemText>
                    </MenuItem>
                ))}
            </Menu>
            <input
                ref={input}
                type="file"
                accept=".json,application/json"
                hidden
                aria-label={translate('dashboard-fragment.import-state')}
                data-testid="import-state-file"
                onChange={event => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void importFile(file);
                }}
            />
        </>
    );
};
