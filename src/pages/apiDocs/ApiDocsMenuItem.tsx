import Api from '@mui/icons-material/Api';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useShellSession } from '../../layout/useShellSession';
import { findRoute } from '../../session/routeTable';
import { API_DOCS_PATH } from './apiDocsPath';

/** The user menu's link to /api-docs, for the roles the route table lets in (administrators, issue #13). */
export const ApiDocsMenuItem = ({ onDone }: { onDone: () => void }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const session = useShellSession();
    const allowed = findRoute(API_DOCS_PATH)?.auth ?? [];
    if (!session || session.isPublic || !allowed.includes(session.user.authority)) return null;
    return (
        <MenuItem
            onClick={() => {
                onDone();
                navigate(API_DOCS_PATH);
            }}
        >
            <ListItemIcon>
                <Api fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('api-docs.api-docs')}</ListItemText>
        </MenuItem>
    );
};
