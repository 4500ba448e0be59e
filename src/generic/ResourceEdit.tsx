import { Edit, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { useRef } from 'react';
import type { ResourceDefinition } from '../../resources/kernel';
import { routeOf } from '../providers/data/resourceLookup';
import { entityMessageArgs } from './entityTexts';
import { overridesOf } from './overrides';
import { ResourceForm } from './ResourceForm';
import { toSavedValues } from './saveTransform';

/** Saves are pessimistic: ThingsBoard validates names and limits, and its message must show. */
export const ResourceEdit = ({ resource }: { resource: ResourceDefinition }) => {
    const { afterSave } = overridesOf(resource.name);
    const notify = useNotify();
    const translate = useTranslate();
    const redirect = useRedirect();
    const submitted = useRef<Record<string, unknown>>({});
    return (
        <Edit
            resource={routeOf(resource)}
            mutationMode="pessimistic"
            redirect="show"
            mutationOptions={{
                onSuccess: async (record: RaRecord) => {
                    await afterSave?.(record, submitted.current);
                    notify('entity.saved', { type: 'success', messageArgs: entityMessageArgs(resource, record, translate) });
                    redirect('show', routeOf(resource), record.id);
                },
            }}
            transform={(values: Record<string, unknown>) => {
                submitted.current = values;
                return toSavedValues(resource, values);
            }}
        >
            <ResourceForm resource={resource} mode="edit" />
        </Edit>
    );
};
