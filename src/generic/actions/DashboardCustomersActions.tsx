import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import LinkIcon from '@mui/icons-material/Link';
import LockIcon from '@mui/icons-material/Lock';
import ShareIcon from '@mui/icons-material/Share';
import Autocomplete from '@mui/material/Autocomplete';
import MuiButton from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { PublicLinkDialog } from '../../pages/dashboards/share/PublicLinkDialog';
import { publicIdOf } from '../../pages/dashboards/share/publicLink';
import { useDebouncedValue } from '../inputs/useDebouncedValue';
import { ActionButton } from './ActionDisplay';
import { ConfirmedAction } from './ConfirmedAction';
import { customerChanges } from './customerChanges';
import { useEntityCall } from './useEntityCall';
import { useMay } from './useMay';

interface AssignedCustomer {
    customerId: { id: string };
    title: string;
    public?: boolean;
}

interface CustomerOption {
    id: string;
    title: string;
}

const assignedOf = (record: RaRecord | undefined): AssignedCustomer[] =>
    Array.isArray(record?.assignedCustomers) ? (record.assignedCustomers as AssignedCustomer[]) : [];

/** The customers a dashboard is assigned to, the public one aside (it comes and goes with Make public). */
const assignedIdsOf = (record: RaRecord | undefined): string[] =>
    assignedOf(record)
        .filter(customer => !customer.public)
        .map(customer => customer.customerId.id);

/** A dashboard is shared with many customers: one dialog edits the whole list. */
const ManageCustomersDialog = ({ onClose, onSave }: { onClose: () => void; onSave: (ids: string[]) => Promise<unknown> }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const [chosen, setChosen] = useState<CustomerOption[]>(
        assignedOf(record)
            .filter(customer => !customer.public)
            .map(customer => ({ id: customer.customerId.id, title: customer.title }))
    );
    const [text, setText] = useState('');
    const search = useDebouncedValue(text);
    const { data: options = [] } = useQuery({
        queryKey: ['customerOptions', search],
        queryFn: async () =>
            (
                await dataProvider.getList('customers', {
                    pagination: { page: 1, perPage: 10 },
                    sort: { field: 'title', order: 'ASC' },
                    filter: search ? { q: search } : {},
                })
            ).data.map(customer => ({ id: String(customer.id), title: String(customer.title) })),
        placeholderData: previous => previous,
    });
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" onClick={event => event.stopPropagation()}>
            <DialogTitle>{translate('entity.manage-customers')}</DialogTitle>
            <DialogContent>
                <Autocomplete
                    multiple
                    options={options.filter(option => !chosen.some(picked => picked.id === option.id))}
                    value={chosen}
                    filterOptions={items => items}
                    getOptionLabel={option => option.title}
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    onChange={(_event, value) => setChosen(value)}
                    onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
                    renderValue={(values, getItemProps) =>
                        values.map((option, index) => <Chip label={option.title} {...getItemProps({ index })} key={option.id} />)
                    }
                    renderInput={params => <TextField {...params} label={translate('entity.assigned-customers')} sx={{ mt: 1 }} />}
                />
            </DialogContent>
            <DialogActions>
                <MuiButton onClick={onClose}>{translate('entity.cancel')}</MuiButton>
                <MuiButton variant="contained" onClick={() => onSave(chosen.map(customer => customer.id))}>
                    {translate('entity.save')}
                </MuiButton>
            </DialogActions>
        </Dialog>
    );
};

/** Manage assigned customers, make public / private, and the public link with a copy button (dashboards). */
export const DashboardCustomersActions = () => {
    const record = useRecordContext();
    const mayAssign = useMay('assign', 'dashboards');
    const mayShare = useMay('share', 'dashboards');
    const { call } = useEntityCall();
    const [managing, setManaging] = useState(false);
    /** The public id whose link the dialog shows; null while closed. */
    const [linkOf, setLinkOf] = useState<string | null>(null);
    if (!record) return null;
    const id = String(record.id);
    const publicId = publicIdOf(record.assignedCustomers);
    const isPublic = publicId !== null;
    return (
        <>
            {mayAssign && (
                <ActionButton label="entity.manage-customers" icon={<AssignmentIndIcon />} onClick={() => setManaging(true)} />
            )}
            {mayShare && !isPublic && (
                <ConfirmedAction
                    label="entity.make-public"
                    icon={<ShareIcon />}
                    title="entity.make-public-title"
                    content="entity.make-public-text"
                    onConfirm={async () => {
                        // As in ThingsBoard, the public link is shown at once.
                        const shared = await call<RaRecord>(`/api/customer/public/dashboard/${id}`, { method: 'POST' });
                        setLinkOf(publicIdOf(shared?.assignedCustomers));
                    }}
                />
            )}
            {mayShare && isPublic && <ActionButton label="dashboard.public-link" icon={<LinkIcon />} onClick={() => setLinkOf(publicId)} />}
            {mayShare && isPublic && (
                <ConfirmedAction
                    label="entity.make-private"
                    icon={<LockIcon />}
                    title="entity.make-private-title"
                    content="entity.make-private-text"
                    onConfirm={() => call(`/api/customer/public/dashboard/${id}`, { method: 'DELETE' })}
                />
            )}
            {linkOf && <PublicLinkDialog dashboardId={id} title={String(record.title ?? '')} publicId={linkOf} onClose={() => setLinkOf(null)} />}
            {managing && (
                <ManageCustomersDialog
                    onClose={() => setManaging(false)}
                    onSave={async ids => {
                        // Only the changes go: someone else's edit made meanwhile stays.
                        const { add, remove } = customerChanges(assignedIdsOf(record), ids);
                        // Each call answers the dashboard; none means it failed (and was reported): the dialog stays.
                        if (add.length > 0 && !(await call(`/api/dashboard/${id}/customers/add`, { method: 'POST', body: add }))) return;
                        if (remove.length > 0 && !(await call(`/api/dashboard/${id}/customers/remove`, { method: 'POST', body: remove }))) return;
                        setManaging(false);
                    }}
                />
            )}
        </>
    );
};
