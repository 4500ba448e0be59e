import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { fieldKey, type ResourceDefinition } from '../../resources/kernel';
import { findDefinition, routeOf } from '../providers/data/resourceLookup';
import { useMay } from './actions/useMay';
import { widgetOf } from './fieldKinds';
import { EntityReferenceInput } from './inputs/EntityReferenceInput';
import { SubtypeInput } from './inputs/SubtypeInput';

const FILTER_WIDTH = 240;

/**
 * A filter as wide as its label needs, and at least FILTER_WIDTH: an empty filter's label lies over
 * the input and ran under the dropdown arrow in a language with long words (Georgian
 * "მოწყობილობის პროფილი"). A hidden copy of the label, with the label's inset and the arrow's room,
 * widens the grid column; the input fills it.
 */
const FilterBox = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box sx={{ display: 'grid', width: { xs: '100%', sm: 'auto' }, minWidth: { sm: FILTER_WIDTH } }}>
        {children}
        <Typography aria-hidden variant="body1" component="span" sx={{ height: 0, overflow: 'hidden', visibility: 'hidden', whiteSpace: 'nowrap', pl: '12px', pr: '48px' }}>
            {label}
        </Typography>
    </Box>
);

/** `alwaysOn` is read by react-admin's filter form, not by the input. */
interface FilterProps {
    /** Not `resource`: react-admin's filter form overwrites that prop with the resource name. */
    definition: ResourceDefinition;
    source: string;
    alwaysOn?: boolean;
}

const EnumFilter = ({ definition: resource, source }: FilterProps) => {
    const translate = useTranslate();
    return (
        <SelectInput
            source={source}
            label={fieldKey(resource, source)}
            choices={(resource.fields[source]?.schema.enum ?? []).map(value => ({ id: value, name: value }))}
            emptyText={translate('ra.action.clear_input_value')}
        />
    );
};

const ReferenceFilter = ({ definition: resource, source }: FilterProps) => {
    const translate = useTranslate();
    const reference = resource.fields[source]?.ui?.reference;
    const target = reference ? findDefinition(reference) : undefined;
    // A customer user lists devices but not device profiles: no filter it cannot fill.
    const mayList = useMay('list', target ? routeOf(target) : '');
    if (!target || !mayList) return null;
    const label = translate(fieldKey(resource, source));
    return (
        <FilterBox label={label}>
            <EntityReferenceInput source={source} label={label} reference={resource.fields[source]?.ui?.reference} />
        </FilterBox>
    );
};

const SubtypeFilter = ({ definition: resource, source }: FilterProps) => {
    const label = useTranslate()(fieldKey(resource, source));
    return (
        <FilterBox label={label}>
            <SubtypeInput source={source} label={label} singular={resource.singular} />
        </FilterBox>
    );
};

/**
 * One input per filter the list endpoint takes (`type`, `deviceProfileId`); the text search is the
 * shell toolbar's. ThingsBoard lets a non-blank type win, so a profile filter, when the entry has
 * one, stands for both.
 */
export const listFiltersOf = (resource: ResourceDefinition): ReactElement[] => {
    const names = resource.endpoints.filters ?? [];
    const shown = names.includes('deviceProfileId') ? ['deviceProfileId'] : names;
    return shown.flatMap(source => {
        const field = resource.fields[source];
        if (!field) return [];
        const widget = widgetOf(field);
        if (widget === 'reference') return [<ReferenceFilter key={source} source={source} definition={resource} alwaysOn />];
        if (widget === 'subtype') return [<SubtypeFilter key={source} source={source} definition={resource} alwaysOn />];
        if (field.schema.enum) return [<EnumFilter key={source} source={source} definition={resource} alwaysOn />];
        return [];
    });
};
