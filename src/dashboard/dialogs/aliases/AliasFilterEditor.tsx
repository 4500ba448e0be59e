import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SubtypeListInput } from '../../../components/inputs/SubtypeListInput';
import { EntityList } from '../../../components/pickers/EntityList';
import { EntitySelect, type EntityIdValue } from '../../../components/pickers/EntitySelect';
import { EntityTypeList } from '../../../components/pickers/EntityTypeList';
import { EntityTypeSelect } from '../../../components/pickers/EntityTypeSelect';
import { RelationTypeAutocomplete } from '../../../components/pickers/RelationTypeAutocomplete';
import type { EntityAliasFilter, RelationEntityTypeFilter } from '../../model/dashboardConfig';
import { aliasFilterErrors, filterFields, isRelationWalkType, SEARCH_QUERY_FILTERS, SUBTYPE_FILTERS } from './aliasFilterModel';
import { SubtypeField } from './SubtypeField';

interface AliasFilterEditorProps {
    filter: EntityAliasFilter;
    onChange(filter: EntityAliasFilter): void;
    /** Show every missing field at once (after a refused save). */
    showErrors: boolean;
}

/** The type-specific fields of an alias filter (ThingsBoard's entity-filter form). */
export const AliasFilterEditor = ({ filter, onChange, showErrors }: AliasFilterEditorProps) => {
    const translate = useTranslate();
    const fields = filterFields(filter);
    const errors = aliasFilterErrors(filter);
    const errorOf = (field: string) => (showErrors && errors[field] ? translate(errors[field]) : null);
    const set = (changes: Record<string, unknown>) => onChange({ ...filter, ...changes } as EntityAliasFilter);
    const text = (field: string) => (typeof fields[field] === 'string' ? (fields[field] as string) : '');
    const entity = (field: string) => (fields[field] as EntityIdValue | null | undefined) ?? null;

    const nameStartsWith = (field: string) => (
        <TextField size="small" label={translate('alias.name-starts-with')} value={text(field)} onChange={event => set({ [field]: event.target.value })} error={!!errorOf(field)} helperText={errorOf(field)} required={filter.type === 'entityName'} />
    );
    const stateEntityFields = (
        <>
            <TextField size="small" label={translate('alias.state-entity-parameter-name')} placeholder={translate('alias.default-entity-parameter-name')} value={text('stateEntityParamName')} onChange={event => set({ stateEntityParamName: event.target.value || null })} />
            <Typography variant="caption" color="text.secondary">{translate('alias.default-state-entity')}</Typography>
            <EntitySelect value={entity('defaultStateEntity')} onChange={value => set({ defaultStateEntity: value })} useAliasEntityTypes size="small" />
        </>
    );
    const entityTypeSelect = (
        <EntityTypeSelect value={text('entityType') || null} onChange={type => set({ entityType: type ?? '', ...(filter.type === 'entityList' ? { entityList: [] } : {}) })} required showErrors={showErrors} size="small" />
    );

    const subtype = SUBTYPE_FILTERS[filter.type];
    if (subtype) {
        return (
            <Stack spacing={2}>
                <SubtypeField singular={subtype.singular} label={translate(subtype.typeLabel)} value={text(subtype.typeField)} onChange={type => set({ [subtype.typeField]: type })} error={errorOf(subtype.typeField)} />
                {nameStartsWith(subtype.nameField)}
            </Stack>
        );
    }
    if (isRelationWalkType(filter.type)) return <RelationWalkFields filter={filter} set={set} errorOf={errorOf} stateEntityFields={stateEntityFields} showErrors={showErrors} />;

    switch (filter.type) {
        case 'singleEntity':
            return (
                <Stack spacing={1}>
                    <EntitySelect value={entity('singleEntity')} onChange={value => set({ singleEntity: value })} useAliasEntityTypes required showErrors={showErrors} size="small" />
                    {errorOf('singleEntity') && <Typography variant="caption" color="error">{errorOf('singleEntity')}</Typography>}
                </Stack>
            );
        case 'entityList':
            return (
                <Stack spacing={2}>
                    {entityTypeSelect}
                    {text('entityType') && (
                        <EntityList key={text('entityType')} entityType={text('entityType')} value={(fields.entityList as string[] | undefined) ?? []} onChange={ids => set({ entityList: ids })} required showErrors={showErrors} />
                    )}
                </Stack>
            );
        case 'entityName':
            return (
                <Stack spacing={2}>
                    {entityTypeSelect}
                    {nameStartsWith('entityNameFilter')}
                </Stack>
            );
        case 'entityType':
            return entityTypeSelect;
        case 'stateEntity':
            return <Stack spacing={2}>{stateEntityFields}</Stack>;
        default:
            // apiUsageState: the viewer's own usage state, nothing to fill in.
            return <Typography variant="body2" color="text.secondary">{translate('alias.api-usage-state-hint')}</Typography>;
    }
};

interface RelationWalkFieldsProps {
    filter: EntityAliasFilter;
    set(changes: Record<string, unknown>): void;
    errorOf(field: string): string | null;
    stateEntityFields: ReactNode;
    showErrors: boolean;
}

/** Root (state entity or a fixed one), direction, depth, and the relation filters or searched subtypes. */
const RelationWalkFields = ({ filter, set, errorOf, stateEntityFields, showErrors }: RelationWalkFieldsProps) => {
    const translate = useTranslate();
    const fields = filterFields(filter);
    const rootStateEntity = fields.rootStateEntity === true;
    const search = SEARCH_QUERY_FILTERS[filter.type];
    const relationFilters = (fields.filters as RelationEntityTypeFilter[] | null | undefined) ?? [];
    const setRelationFilter = (index: number, changes: Partial<RelationEntityTypeFilter>) =>
        set({ filters: relationFilters.map((item, i) => (i === index ? { ...item, ...changes } : item)) });
    return (
        <Stack spacing={2}>
            <FormControlLabel control={<Checkbox checked={rootStateEntity} onChange={event => set({ rootStateEntity: event.target.checked })} />} label={translate('alias.root-state-entity')} />
            {rootStateEntity ? (
                stateEntityFields
            ) : (
                <Stack spacing={0.5}>
                    <Typography variant="caption" color="text.secondary">{translate('alias.root-entity')}</Typography>
                    <EntitySelect value={(fields.rootEntity as EntityIdValue | null) ?? null} onChange={value => set({ rootEntity: value })} useAliasEntityTypes required showErrors={showErrors} size="small" />
                    {errorOf('rootEntity') && <Typography variant="caption" color="error">{errorOf('rootEntity')}</Typography>}
                </Stack>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
                <TextField select size="small" label={translate('relation.direction')} value={fields.direction ?? 'FROM'} onChange={event => set({ direction: event.target.value })} sx={{ minWidth: 160 }}>
                    {['FROM', 'TO'].map(direction => (
                        <MenuItem key={direction} value={direction}>{translate(`relation.search-direction.${direction}`)}</MenuItem>
                    ))}
                </TextField>
                <TextField
                    size="small"
                    type="number"
                    label={translate('alias.max-relation-level')}
                    placeholder={translate('alias.unlimited-level')}
                    value={fields.maxLevel ?? ''}
                    onChange={event => set({ maxLevel: event.target.value === '' ? null : Number(event.target.value) })}
                    error={!!errorOf('maxLevel')}
                    helperText={errorOf('maxLevel')}
                    slotProps={{ htmlInput: { min: 1, step: 1 } }}
                    sx={{ width: 180 }}
                />
                <FormControlLabel control={<Checkbox checked={fields.fetchLastLevelOnly === true} onChange={event => set({ fetchLastLevelOnly: event.target.checked })} />} label={translate('alias.last-level-relation')} />
            </Stack>
            {search ? (
                <>
                    <RelationTypeAutocomplete value={(fields.relationType as string | null) ?? null} onChange={relationType => set({ relationType })} label={translate('relation.relation-type')} size="small" />
                    <SubtypeListInput singular={search.singular} label={translate(search.typesLabel)} value={(fields[search.typesField] as string[] | null) ?? []} onChange={types => set({ [search.typesField]: types })} />
                </>
            ) : (
                <Stack spacing={1}>
                    <Typography variant="subtitle2">{translate('alias.relation-filters')}</Typography>
                    {relationFilters.length === 0 && <Typography variant="body2" color="text.secondary">{translate('alias.any-relation')}</Typography>}
                    {relationFilters.map((relationFilter, index) => (
                        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                            <Stack sx={{ flex: 1 }}>
                                <RelationTypeAutocomplete value={relationFilter.relationType ?? null} onChange={relationType => setRelationFilter(index, { relationType })} label={translate('relation.relation-type')} size="small" />
                            </Stack>
                            <Stack sx={{ flex: 2 }}>
                                <EntityTypeList value={relationFilter.entityTypes ?? null} onChange={entityTypes => setRelationFilter(index, { entityTypes: entityTypes ?? [] })} label={translate('entity.entity-type-list')} />
                            </Stack>
                            <IconButton aria-label={translate('alias.remove-relation-filter')} onClick={() => set({ filters: relationFilters.filter((_, i) => i !== index) })} size="small">
                                <DeleteIcon fontSize="small" />
                            </IconButton>
                        </Stack>
                    ))}
                    <div>
                        <Button size="small" startIcon={<AddIcon />} onClick={() => set({ filters: [...relationFilters, { relationType: null, entityTypes: [] }] })}>
                            {translate('alias.add-relation-filter')}
                        </Button>
                    </div>
                </Stack>
            )}
        </Stack>
    );
};
