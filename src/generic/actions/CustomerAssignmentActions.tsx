import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import LockIcon from '@mui/icons-material/Lock';
import ShareIcon from '@mui/icons-material/Share';
import { useState } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { definitionOf } from '../../providers/data/resourceLookup';
import { NULL_UUID } from '../fieldKinds';
import { ActionButton } from './ActionDisplay';
import { ConfirmedAction } from './ConfirmedAction';
import { CustomerPickerDialog } from './CustomerPickerDialog';
import { useEntityCall } from './useEntityCall';
import { useMay } from './useMay';

/**
 * Assign to customer / unassign, make public / private, for entities owned by one customer
 * (devices, assets, entity views, edges). ThingsBoard's paths follow the entity's singular.
 */
export const CustomerAssignmentActions = () => {
    const record = useRecordContext();
    const resourceKey = useResourceContext()!;
    const definition = definitionOf(resourceKey);
    const mayAssign = useMay('assign', resourceKey);
    const mayShare = useMay('share', resourceKey);
    const { call } = useEntityCall();
    const [picking, setPicking] = useState(false);
    if (!record) return null;

    const { singular } = definition;
    const id = String(record.id);
    const customerId = (record.customerId as { id?: string } | undefined)?.id ?? NULL_UUID;
    const assigned = customerId !== NULL_UUID;
    const isPublic = record.customerIsPublic === true;
    const title = String(record[definition.titleField] ?? record.name ?? id);
    const unassign = () => call(`/api/customer/${singular}/${id}`, { method: 'DELETE' });

    return (
        <>
            {mayAssign && !assigned && (
                <ActionButton label="entity.assign-to-customer" icon={<AssignmentIndIcon />} onClick={() => setPicking(true)} />
            )}
            {mayAssign && assigned && !isPublic && (
                <ConfirmedAction
                    label="entity.unassign-from-customer"
                    icon={<AssignmentReturnIcon />}
                    title="entity.unassign-title"
                    content="entity.unassign-text"
                    onConfirm={unassign}
                />
            )}
            {mayShare && !assigned && (
                <ConfirmedAction
                    label="entity.make-public"
                    icon={<ShareIcon />}
                    title="entity.make-public-title"
                    content="entity.make-public-text"
                    onConfirm={() => call(`/api/customer/public/${singular}/${id}`, { method: 'POST' })}
                />
            )}
            {mayShare && isPublic && (
                <ConfirmedAction
                    label="entity.make-private"
                    icon={<LockIcon />}
                    title="entity.make-private-title"
                    content="entity.make-private-text"
                    onConfirm={unassign}
                />
            )}
            {picking && (
                <CustomerPickerDialog
                    open
                    entityTitle={title}
                    onClose={() => setPicking(false)}
                    onPick={async customer => {
                        await call(`/api/customer/${customer}/${singular}/${id}`, { method: 'POST' });
                        setPicking(false);
                    }}
                />
            )}
        </>
    );
};
