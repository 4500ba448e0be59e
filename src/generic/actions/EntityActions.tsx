import Box from '@mui/material/Box';
import { useContext } from 'react';
import { useResourceContext } from 'react-admin';
import { definitionOf } from '../../providers/data/resourceLookup';
import { overridesOf } from '../overrides';
import { ActionDisplayContext } from './ActionDisplay';
import { CopyIdButton } from './CopyIdButton';
import { CustomerAssignmentActions } from './CustomerAssignmentActions';
import { DashboardCustomersActions } from './DashboardCustomersActions';
import { DeleteAction } from './DeleteAction';
import { HelpAction } from './HelpAction';
import { HistoryAction } from '../../components/history/HistoryAction';

/**
 * The actions of one entity, in a row (icons) or on its details page (buttons): the ones the
 * registry implies (customer assignment, delete), then the entity's own from overrides; on
 * the details page the help last.
 */
export const EntityActions = () => {
    const resourceKey = useResourceContext()!;
    const display = useContext(ActionDisplayContext);
    const definition = definitionOf(resourceKey);
    const Own = overridesOf(definition.name).actions;
    const assignable = definition.permissions.TENANT_ADMIN?.includes('assign') ?? false;
    return (
        <>
            {display === 'button' && <CopyIdButton />}
            {assignable && ('assignedCustomers' in definition.fields ? <DashboardCustomersActions /> : 'customerId' in definition.fields && <CustomerAssignmentActions />)}
            {Own && <Own />}
            <HistoryAction />
            <DeleteAction redirectToList={display === 'button'} />
            {/* The details toolbar ends with the entity's help, pushed to the right as in ThingsBoard. */}
            {display === 'button' && (
                <Box sx={{ ml: 'auto' }}>
                    <HelpAction />
                </Box>
            )}
        </>
    );
};
