import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { SimpleForm, Toolbar, SaveButton } from 'react-admin';
import type { ResourceDefinition } from '../../resources/kernel';
import { formFieldsOf } from './formFields';
import { FieldInput } from './inputs/inputFor';
import { overridesOf } from './overrides';

/** Schema defaults (`type: DEFAULT`, `transportType: DEFAULT`) for a new entity. */
export const defaultValuesOf = (resource: ResourceDefinition): Record<string, unknown> =>
    Object.fromEntries(
        Object.entries(resource.fields)
            .filter(([, field]) => field.schema.default !== undefined)
            .map(([source, field]) => [source, field.schema.default])
    );

const FormToolbar = () => (
    <Toolbar>
        <SaveButton />
    </Toolbar>
);

/** The create and edit form of every entity: one input per editable registry field. */
export const ResourceForm = ({ resource, mode }: { resource: ResourceDefinition; mode: 'create' | 'edit' }) => {
    const { formExtras: Extras, createDefaults, form: OwnForm, fieldInputs } = overridesOf(resource.name);
    if (OwnForm) {
        return (
            <Suspense fallback={<LinearProgress />}>
                <OwnForm mode={mode} />
            </Suspense>
        );
    }
    return (
        <SimpleForm
            defaultValues={mode === 'create' ? { ...defaultValuesOf(resource), ...createDefaults?.() } : undefined}
            toolbar={<FormToolbar />}
            sx={{ maxWidth: 720 }}
        >
            {formFieldsOf(resource).map(({ source, field }) => {
                const OwnInput = fieldInputs?.[source];
                return OwnInput ? <OwnInput key={source} source={source} /> : <FieldInput key={source} resource={resource} source={source} field={field} />;
            })}
            {Extras && <Extras mode={mode} />}
        </SimpleForm>
    );
};
