import Button from '@mui/material/Button';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Authority, ResourceDefinition } from '../../../resources/kernel';
import { authProvider } from '../../providers/auth/authProvider';
import { nestedLinksOf } from './nestedLinks';
import { List as ListIcon } from '../../components/display/directionalIcons';

/** "Tenant admins", "Customer devices"…: the lists nested under this entity. */
export const NestedListLinks = ({ resource }: { resource: ResourceDefinition }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const session = useSyncExternalStore(authProvider.sessions.subscribe, authProvider.sessions.getSnapshot);
    const authority = session.details?.user.authority as Authority | undefined;
    if (!record || !authority) return null;
    return (
        <>
            {nestedLinksOf(resource, String(record.id), authority).map(({ child, to }) => (
                <Button key={child.name} size="small" component={Link} to={to} startIcon={<ListIcon />}>
                    {translate(`entity.${resource.singular}-${child.name}`, {
                        _: translate(`resources.${child.name}.name`, { smart_count: 2 }),
                    })}
                </Button>
            ))}
        </>
    );
};
