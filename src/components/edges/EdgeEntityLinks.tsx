import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useContext, useState, useSyncExternalStore } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { ActionDisplayContext } from '../../generic/actions/ActionDisplay';
import { authProvider } from '../../providers/auth/authProvider';
import { canAccessWith } from '../../providers/auth/canAccess';
import { EDGE_ENTITY_KINDS, edgeEntitiesPath } from './edgeEntityKinds';

/**
 * "Manage edge assets / devices / entity views / dashboards / rule chains": one menu, behind a
 * labelled button in the edge's toolbar and an icon in a list row (five more would not fit either).
 */
export const EdgeEntityLinks = () => {
    const record = useRecordContext();
    const navigate = useNavigate();
    const translate = useTranslate();
    const display = useContext(ActionDisplayContext);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const session = useSyncExternalStore(authProvider.sessions.subscribe, authProvider.sessions.getSnapshot);
    // Customer users see an edge's assets, devices, entity views and dashboards, not its rule chains.
    const kinds = EDGE_ENTITY_KINDS.filter(kind => canAccessWith(session.details, { action: 'list', resource: kind.route }));
    if (!record || kinds.length === 0) return null;
    const open = (path: string) => {
        setAnchor(null);
        navigate(path);
    };
    const label = translate('edge.manage-edge-entities');
    return (
        // A row opens its edge on click: the menu's clicks must stay here.
        <span onClick={event => event.stopPropagation()}>
            {display === 'button' ? (
                <Button size="small" startIcon={<AccountTreeIcon />} endIcon={<ArrowDropDownIcon />} aria-haspopup="menu" onClick={event => setAnchor(event.currentTarget)}>
                    {label}
                </Button>
            ) : (
                <Tooltip title={label}>
                    <IconButton size="small" aria-label={label} aria-haspopup="menu" onClick={event => setAnchor(event.currentTarget)}>
                        <AccountTreeIcon />
                    </IconButton>
                </Tooltip>
            )}
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
                {kinds.map(kind => (
                    <MenuItem key={kind.path} onClick={() => open(edgeEntitiesPath(String(record.id), kind))}>
                        <ListItemIcon>
                            <kind.icon fontSize="small" />
                        </ListItemIcon>
                        {translate(kind.manage)}
                    </MenuItem>
                ))}
            </Menu>
        </span>
    );
};
