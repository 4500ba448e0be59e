import type { Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import MuiList from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ComponentProps, type ComponentType } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
    BulkDeleteButton,
    CreateButton,
    DataTable,
    FilterForm,
    List,
    Pagination,
    RecordContextProvider,
    TopToolbar,
    useGetOne,
    useListContext,
    useRefresh,
    useLocaleState,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { fieldKey, type ResourceDefinition } from '../../resources/kernel';
import { parentKeyOf } from '../providers/data/listEndpoint';
import { findDefinition, routeOf } from '../providers/data/resourceLookup';
import { usePageTitle } from '../layout/pageTitleStore';
import { ActionDisplayContext } from './actions/ActionDisplay';
import { entityCount, entityCountName } from './entityTexts';
import { EntityActions } from './actions/EntityActions';
import { ExportCsvButton } from './actions/ExportCsvButton';
import { useDeleteTexts } from '../components/trash/deleteTexts';
import { HelpAction } from './actions/HelpAction';
import { FieldDisplay } from './fields/FieldDisplay';
import { listFiltersOf } from './listFilters';
import { overridesOf } from './overrides';
import { useAccessCheck, useMay } from './actions/useMay';
import { useShellSearch } from '../layout/search/ShellSearchContext';
import { ResourceTableBody } from './ResourceTableBody';
import { useOpenRecord } from './useOpenRecord';
import { usePrefetchedList } from './usePrefetchedList';
import { ListParamsInSync, useChangeCurrentList } from './ListParamsInSync';
import { BulkImportButton } from '../components/bulkImport/BulkImportButton';

const ROWS_PER_PAGE = [10, 20, 30];
/** ThingsBoard's search debounce (part 1 §9). */
const SEARCH_DEBOUNCE_MS = 150;


/** The parent a nested list is narrowed to (`?filter={"customerId":…}`), if any. */
const useNestedParent = (resource: ResourceDefinition) => {
    const { filterValues } = useListContext();
    const nested = [resource.endpoints.sysadmin, resource.endpoints.tenant, resource.endpoints.customer]
        .flatMap(scope => scope?.nested ?? [])
        .find(candidate => filterValues?.[parentKeyOf(candidate)]);
    return nested ? { parent: nested.parent, id: String(filterValues[parentKeyOf(nested)]), where: nested.where } : null;
};

/** Where Create goes: the create route, with the parent's id when the list is nested (a customer's devices). */
const useCreateTarget = (resource: ResourceDefinition) => {
    const parent = useNestedParent(resource);
    const defaults = parent
        ? {
              [parentKeyOf(parent)]: { entityType: parent.parent === 'customers' ? 'CUSTOMER' : 'TENANT', id: parent.id },
              ...parent.where,
              ...overridesOf(resource.name).nestedCreateDefaults?.(parent.parent),
          }
        : undefined;
    return defaults ? { pathname: `/${routeOf(resource)}/create`, search: `?source=${encodeURIComponent(JSON.stringify(defaults))}` } : undefined;
};

const ListActions = ({ resource }: { resource: ResourceDefinition }) => {
    const createTarget = useCreateTarget(resource);
    const Extra = overridesOf(resource.name).listActions;
    return (
        // On phones the create button floats; the empty toolbar must not keep its height.
        <TopToolbar sx={{ minHeight: 0, p: 0, flex: '0 0 auto', width: 'auto', backgroundColor: 'transparent' }}>
            {Extra && <Extra />}
            <BulkImportButton resource={resource} />
            <ExportCsvButton resource={resource} />
            <CreateButton variant="contained" to={createTarget} />
            <HelpAction />
        </TopToolbar>
    );
};

const BulkActions = ({ resource }: { resource: ResourceDefinition }) => {
    const translate = useTranslate();
    const { selectedIds } = useListContext();
    const count = selectedIds.length;
    // "3 devices", declined by the count ("3 клиента", not "3 клиенты").
    const counted = entityCount(resource, count, translate);
    const texts = useDeleteTexts(resource.name);
    return (
        <BulkDeleteButton
            mutationMode="pessimistic"
            // Translated here: react-admin's own count text declines nothing and lower-cases German nouns.
            confirmTitle={translate('entity.delete-title', { count: counted })}
            confirmContent={texts.many}
            successMessage={translate('entity.deleted-many', { count: counted })}
        />
    );
};

/**
 * An empty list says so with the entity's name; only those who may create are offered to
 * (react-admin's "Do you want to add one?" asked customers who cannot).
 */
const ListEmpty = ({ resource }: { resource: ResourceDefinition }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const mayCreate = useMay('create', routeOf(resource));
    const createTarget = useCreateTarget(resource);
    return (
        <Stack alignItems="center" spacing={2} sx={{ py: 6, px: 2, textAlign: 'center' }} className="RaList-noResults">
            <Typography variant="h6" component="p" color="text.secondary">
                {/* The count of 5 picks the form Slavic languages say 'no devices' with (ru 'Пока нет устройств'). */}
                {translate('entity.list-empty', { name: entityCountName(resource, 5, translate, locale) })}
            </Typography>
            {mayCreate && <CreateButton variant="contained" to={createTarget} label={translate('entity.list-empty-add', { name: entityCountName(resource, 1, translate, locale) })} />}
        </Stack>
    );
};

const Columns = ({ resource }: { resource: ResourceDefinition }) => {
    // Rows are selectable only for those who may delete them.
    const mayDelete = useMay('delete', routeOf(resource));
    const mayAccess = useAccessCheck();
    const rowLink = overridesOf(resource.name).rowLink;
    return (
        <DataTable
            rowClick={rowLink ? (_id, _resource, record) => rowLink(record) : 'show'}
            body={ResourceTableBody}
            bulkActionButtons={mayDelete ? <BulkActions resource={resource} /> : false}
            isRowSelectable={record => mayAccess('delete', routeOf(resource), record)}
            sx={{
                // Cells 8 px apart, not MUI's 16, and a creation time that may put its time under its date when
                // room is short: every column fits at 1280 px in every language (German, Russian, Greek, French,
                // Georgian are the longest), the row actions included.
                '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
                '& .MuiTableCell-root:last-of-type': { pr: 2 },
                '& .column-actions .MuiIconButton-root': { p: 0.5 },
                [`& .column-${resource.titleField}`]: { minWidth: 160 },
                '& .column-actions': { width: '1%', whiteSpace: 'nowrap', textAlign: 'right', py: 0 },
            }}
        >
            {resource.list.columns.map(column => {
                const field = resource.fields[column.field]!;
                const sortable = column.sortable !== false && column.field in resource.sortMap;
                return (
                    <DataTable.Col
                        key={column.field}
                        source={column.field}
                        label={fieldKey(resource, column.field)}
                        disableSort={!sortable}
                    >
                        <FieldDisplay source={column.field} field={field} />
                    </DataTable.Col>
                );
            })}
            <DataTable.Col source="actions" label="" disableSort>
                <ActionDisplayContext.Provider value="icon">
                    <EntityActions />
                </ActionDisplayContext.Provider>
            </DataTable.Col>
        </DataTable>
    );
};

/**
 * On phones: one line per entity, its title and its second column, and its row actions as icons.
 * The line's text opens the entity; the actions sit beside it, not inside it (a button holding
 * buttons is announced as one control and its inner ones are lost to keyboards).
 */
const PhoneRows = ({ resource }: { resource: ResourceDefinition }) => {
    const translate = useTranslate();
    const { data } = useListContext();
    const openRecord = useOpenRecord();
    const rowLink = overridesOf(resource.name).rowLink;
    const secondary = resource.list.columns.find(column => column.field !== resource.titleField && column.field !== 'createdTime');
    // The second column drawn as the table draws it (a tenant id reads "System", not the raw id).
    const secondaryText = (record: RaRecord) =>
        secondary && record[secondary.field] !== undefined && record[secondary.field] !== null
            ? <>{translate(fieldKey(resource, secondary.field))}: <FieldDisplay source={secondary.field} field={resource.fields[secondary.field]!} /></>
            : '';
    return (
        <MuiList disablePadding>
            {data?.map(record => (
                <RecordContextProvider key={record.id} value={record}>
                    <ListItem disablePadding divider>
                        <ListItemButton onClick={() => void openRecord(record, rowLink ? rowLink(record) : 'show')}>
                            <ListItemText primary={String(record[resource.titleField] ?? '')} secondary={secondaryText(record)} slotProps={{ secondary: { component: 'div' } }} />
                        </ListItemButton>
                        <Box sx={{ display: 'flex', flexShrink: 0, pr: 1 }}>
                            <ActionDisplayContext.Provider value="icon">
                                <EntityActions />
                            </ActionDisplayContext.Provider>
                        </Box>
                    </ListItem>
                </RecordContextProvider>
            ))}
        </MuiList>
    );
};

/**
 * The shell toolbar's search box drives the list's text search (`q` → ThingsBoard's textSearch);
 * the toolbar does the 150 ms debounce and ignores repeated text.
 */
const ToolbarSearchBinding = () => {
    const changeList = useChangeCurrentList();
    useShellSearch(text =>
        changeList(({ filterValues, displayedFilters, setFilters }) => {
            const { q: _previous, ...others } = filterValues ?? {};
            setFilters(text ? { ...others, q: text } : others, displayedFilters);
        })
    );
    return null;
};

/** FilterForm hands its other props to FilterLiveForm, whose `debounce` its type leaves out. */
const DebouncedFilterForm = FilterForm as ComponentType<ComponentProps<typeof FilterForm> & { debounce: number }>;

/**
 * A list nested under a parent ("Tenant admins" of a tenant, "Customer devices" of a customer) says
 * so over the table, in the breadcrumb and in the browser tab, with the parent's name.
 */
const NestedListHeading = ({ resource }: { resource: ResourceDefinition }) => {
    const translate = useTranslate();
    const parent = useNestedParent(resource);
    const parentDefinition = parent ? findDefinition(parent.parent) : undefined;
    const { data: parentRecord } = useGetOne(parentDefinition ? routeOf(parentDefinition) : '', { id: parent?.id ?? '' }, { enabled: !!parentDefinition && !!parent });
    const parentSingular = parentDefinition?.singular ?? '';
    const list = translate(`entity.${parentSingular}-${resource.name}`, { _: translate(`resources.${resource.name}.name`, { smart_count: 2 }) });
    const parentTitle = parentRecord && parentDefinition ? String(parentRecord[parentDefinition.titleField] ?? '') : '';
    const heading = parentTitle ? translate('entity.nested-list-heading', { list, parent: parentTitle }) : list;
    usePageTitle(parent ? heading : null);
    if (!parent) return null;
    return (
        <Typography component="h2" variant="h6" sx={{ px: 2, pt: 2 }} data-testid="nested-list-heading">
            {heading}
        </Typography>
    );
};

/** Filters and the create button on the card's first line, as ThingsBoard's tables. */
const ListToolbarRow = ({ resource }: { resource: ResourceDefinition }) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} alignItems={{ xs: 'stretch', sm: 'center' }} sx={{ px: 2, pt: 1 }}>
        <Box
            sx={{
                flex: 1,
                minWidth: 0,
                '& form': { minHeight: 0, mt: 0, pb: 0, flexWrap: 'wrap', columnGap: 2 },
                // On phones each filter takes its own line.
                '& form > *': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
                '& form > .filter-field > .MuiFormControl-root': { width: { xs: '100%', sm: 'auto' } },
            }}
        >
            <DebouncedFilterForm filters={listFiltersOf(resource)} debounce={SEARCH_DEBOUNCE_MS} />
        </Box>
        <ListActions resource={resource} />
    </Stack>
);

/** The entity's create dialog over its list, at the create route; closing it goes back to the list. */
const CreateDialogRoute = ({ resource }: { resource: ResourceDefinition }) => {
    const CreateDialog = overridesOf(resource.name).createDialog!;
    const navigate = useNavigate();
    const refresh = useRefresh();
    const location = useLocation();
    const [params] = useSearchParams();
    // Closed at once: the route change that follows renders the list anew, which may take a moment.
    const [open, setOpen] = useState(true);
    // Back to where the dialog was opened from (the list, a customer's list, the command palette's page).
    const close = () => {
        setOpen(false);
        if (location.key === 'default') navigate(`/${routeOf(resource)}`);
        else navigate(-1);
    };
    const source = (() => {
        try {
            return JSON.parse(params.get('source') ?? '{}') as { customerId?: { id?: string } };
        } catch {
            return {};
        }
    })();
    if (!open) return null;
    return (
        <CreateDialog
            customerId={source.customerId?.id ?? null}
            onClose={close}
            onCreated={() => {
                close();
                refresh();
            }}
        />
    );
};

/** Every entity's list, from its registry entry: columns, sort, search, paging, bulk delete. */
export const ResourceList = ({ resource, creating = false }: { resource: ResourceDefinition; creating?: boolean }) => {
    const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const request = { resource: routeOf(resource), sort: resource.list.defaultSort, perPage: ROWS_PER_PAGE[0]! };
    const queryOptions = usePrefetchedList({ ...request, enabled: useMay('list', request.resource) });
    return (
        <List
            resource={request.resource}
            sort={request.sort}
            perPage={request.perPage}
            queryOptions={queryOptions}
            actions={false}
            empty={<ListEmpty resource={resource} />}
            pagination={
                <ListParamsInSync>
                    <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />
                </ListParamsInSync>
            }
            // The filter form below waits the 150 ms itself; the list applies its answer at once.
            debounce={0}
            // A wide table scrolls inside its card instead of widening the page.
            sx={{
                minWidth: 0,
                // On phones the create button floats over the bottom right: room below the last line, so no row's actions stay under it.
                '& .RaList-main': { minWidth: 0, pb: { xs: 11, sm: 0 } },
                '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
            }}
        >
            <ListParamsInSync>
                <ToolbarSearchBinding />
                <NestedListHeading resource={resource} />
                <ListToolbarRow resource={resource} />
                {isSmall ? <PhoneRows resource={resource} /> : <Columns resource={resource} />}
            </ListParamsInSync>
            {creating && <CreateDialogRoute resource={resource} />}
        </List>
    );
};
