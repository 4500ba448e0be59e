import { Create, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { useRef } from 'react';
import type { ResourceDefinition } from '../../resources/kernel';
import { routeOf } from '../providers/data/resourceLookup';
import { entityMessageArgs } from './entityTexts';
import { overridesOf } from './overrides';
import { ResourceForm } from './ResourceForm';
import { toSavedValues } from './saveTransform';

export const ResourceCreate = ({ resource }: { resource: ResourceDefinition }) => {
    const { createMeta, afterSave } = overridesOf(resource.name);
    const redirect = useRedirect();
    const notify = useNotify();
    const translate = useTranslate();
    const submitted = useRef<Record<string, unknown>>({});
    return (
        <Create
            resource={routeOf(resource)}
            redirect="show"
            mutationOptions={{
                meta: createMeta as Record<string, unknown> | undefined,
                onSuccess: async (record: RaRecord) => {
                    await afterSave?.(record, submitted.current);
                    notify('entity.created', { type: 'success', messageArgs: entityMessageArgs(resource, record, translate) });
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
