import { Create, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { useRef } from 'react';
import type { ResourceDefinition } from '../../resources/kernel';
import { routeOf } from '../providers/data/resourceLookup';
import { overridesOf } from './overrides';
import { ResourceForm } from './ResourceForm';
import { toSavedValues } from './saveTransform';

export const ResourceCreate = ({ resource }: { resource: ResourceDefinition }) => {
    const { createMeta, afterSave } = overridesOf(resource.name);
    const redirect = useRedirect();
    const notify = useNotify();
    const submitted = useRef<Record<string, unknown>>({});
    return (
        <Create
            resource={routeOf(resource)}
            redirect="show"
            mutationOptions={{
                meta: createMeta as Record<string, unknown> | undefined,
                onSuccess: async (record: RaRecord) => {
                    await afterSave?.(record, submitted.current);
                    notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
                    redirect('show', routeOf(resource), record.id);
                },
            }}
            transform={(values: Record<string, unknown>) => {
                submitted.current = values;
                return toSavedValues(resource, values);
            }}
        >
            <ResourceForm resource={resource} mode="create" />
        </Create>
    );
};
