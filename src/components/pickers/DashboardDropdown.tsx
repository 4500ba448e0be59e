import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
    DASHBOARD_DROPDOWN_PAGE_SIZE,
    DASHBOARD_PANEL_WIDTH,
    dashboardListPath,
    dashboardPanelMaxHeight,
    searchDashboards,
    type DashboardInfo,
    type DashboardScope,
} from './dashboards';
import { useAuthority, useSessionDetails } from './useSessionDetails';

export interface DashboardDropdownProps extends Omit<DashboardScope, 'authority'> {
    value: string | null;
    onChange: (id: string | null) => void;
    label?: string;
    disabled?: boolean;
    search?: typeof searchDashboards;
}

/** The first 100 dashboards: a select on small screens, a button with a popup panel on large ones. */
export const DashboardDropdown = ({ value, onChange, dashboardsScope, customerId, tenantId, label, disabled, search = searchDashboards }: DashboardDropdownProps) => {
    const translate = useTranslate();
    const authority = useAuthority();
    const ownCustomerId = useSessionDetails()?.user.customerId?.id;
    const path = dashboardListPath({ authority, dashboardsScope, customerId: customerId ?? ownCustomerId, tenantId });
    const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
    const [dashboards, setDashboards] = useState<DashboardInfo[]>([]);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);

    useEffect(() => {
        let live = true;
        void search(path, '', DASHBOARD_DROPDOWN_PAGE_SIZE).then(rows => live && setDashboards(rows));
        return () => {
            live = false;
        };
    }, [path, search]);

    const shownLabel = label ?? translate('dashboard.dashboard');
    const current = dashboards.find(dashboard => dashboard.id.id === value);

    if (!large) {
        return (
            <TextField select fullWidth label={shownLabel} disabled={disabled} value={current ? value : ''} onChange={event => onChange(event.target.value || null)}>
                {dashboards.map(dashboard => (
                    <MenuItem key={dashboard.id.id} value={dashboard.id.id}>
                        {dashboard.title}
                    </MenuItem>
                ))}
            </TextField>
        );
    }
    return (
        <>
            <Button variant="outlined" color="inherit" disabled={disabled} endIcon={<ArrowDropDown />} onClick={event => setAnchor(event.currentTarget)} sx={{ textTransform: 'none', alignSelf: 'flex-start', minWidth: 200, justifyContent: 'space-between' }}>
                {current?.title ?? shownLabel}
            </Button>
            <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
                <List dense sx={{ width: DASHBOARD_PANEL_WIDTH, maxHeight: dashboardPanelMaxHeight(window.innerHeight), overflow: 'auto' }} aria-label={shownLabel}>
                    {dashboards.map(dashboard => (
                        <ListItemButton
                            key={dashboard.id.id}
                            selected={dashboard.id.id === value}
                            onClick={() => {
                                onChange(dashboard.id.id);
                                setAnchor(null);
                            }}
                        >
                            <ListItemText primary={dashboard.title} />
                        </ListItemButton>
                    ))}
                </List>
            </Popover>
        </>
    );
};
