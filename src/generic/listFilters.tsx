import Box from '@mui/material/Box';
import type { ReactElement } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { fieldKey, type ResourceDefinition } from '../../resources/kernel';
import { findDefinition, routeOf } from '../providers/data/resourceLookup';
import { useMay } from './actions/useMay';
import { widgetOf } from './fieldKinds';
import { EntityReferenceInput } from './inputs/EntityReferenceInput';
import { SubtypeInput } from './inputs/SubtypeInput';

const FILTER_WIDTH = 240;

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
    return (
        <Box sx={{ width: { xs: '100%', sm: FILTER_WIDTH } }}>
            <EntityReferenceInput source={source} label={translate(fieldKey(resource, source))} reference={resource.fields[source]?.ui?.reference} />
        </Box>
    );
};

const SubtypeFilter = ({ definition: resource, source }: FilterProps) => {
    const translate = useTranslate();
    return (
        <Box sx={{ width: { xs: '100%', sm: FILTER_WIDTH } }}>
            <SubtypeInput source={source} label={translate(fieldKey(resource, source))} singular={resource.singular} />
        </Box>
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
