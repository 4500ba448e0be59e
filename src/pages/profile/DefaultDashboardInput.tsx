import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardInfo, User } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';

interface PageData<T> {
    data: T[];
}

/** The user's dashboards: the customer's for a customer user, else the tenant's. */
const dashboardsPathOf = (user: User) =>
    user.authority === 'CUSTOMER_USER'
        ? `/api/customer/${user.customerId.id}/dashboards`
        : '/api/tenant/dashboards';

/** Picks the dashboard opened after sign-in; the list is loaded once, sorted by title. */
export const DefaultDashboardInput = ({
    user,
    value,
    onChange,
}: {
    user: User;
    value: string | null;
    onChange: (id: string | null) => void;
}) => {
    const translate = useTranslate();
    const [dashboards, setDashboards] = useState<DashboardInfo[]>([]);
    useEffect(() => {
        let active = true;
        httpClient
            .request<PageData<DashboardInfo>>(dashboardsPathOf(user), {
                query: { pageSize: 100, page: 0, sortProperty: 'title', sortOrder: 'ASC' },
                ignoreErrors: true,
                ignoreLoading: true,
            })
            .then(page => active && setDashboards(page?.data ?? []))
            .catch(() => undefined);
        return () => {
            active = false;
        };
    }, [user]);

    const selected = dashboards.find(dashboard => dashboard.id.id === value) ?? null;
    return (
        <Autocomplete
            options={dashboards}
            value={selected}
            getOptionLabel={dashboard => dashboard.title}
            isOptionEqualToValue={(option, current) => option.id.id === current.id.id}
            onChange={(_event, dashboard) => onChange(dashboard?.id.id ?? null)}
            noOptionsText={translate('dashboard.no-dashboards-text')}
            renderInput={params => (
                <TextField {...params} name="defaultDashboardId" label={translate('user.default-dashboard')} />
            )}
        />
    );
};
