import { EditButton, Show, TabbedShowLayout, TabbedShowLayoutTabs, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ResourceDefinition } from '../../resources/kernel';
import { usePageTitle } from '../layout/pageTitleStore';
import { routeOf } from '../providers/data/resourceLookup';
import { ActionDisplayContext } from './actions/ActionDisplay';
import { EntityActions } from './actions/EntityActions';
import { overridesOf } from './overrides';
import { DetailsTab } from './show/DetailsTab';
import { NestedListLinks } from './show/NestedListLinks';
import { DataTab } from './show/tabs/DataTab';
import { tabsOf } from './show/tabsOf';
import { useShellSession } from '../layout/useShellSession';

const ShowActions = ({ resource }: { resource: ResourceDefinition }) => (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-start' }}>
        <ActionDisplayContext.Provider value="button">
            <EditButton variant="contained" />
            <NestedListLinks resource={resource} />
            <EntityActions />
        </ActionDisplayContext.Provider>
    </TopToolbar>
);

/** The entity's name over its tabs, and in the breadcrumb after its list ("Devices > Thermostat T1"). */
const EntityHeading = ({ resource }: { resource: ResourceDefinition }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const title = record ? String(record[resource.titleField] ?? record.name ?? '') : '';
    usePageTitle(title);
    if (!record) return null;
    return (
        <Box sx={{ px: 2, pt: 2 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {translate(`resources.${resource.name}.name`, { smart_count: 1 })}
            </Typography>
            <Typography component="h2" variant="h5" sx={{ fontSize: 22, wordBreak: 'break-word' }} data-testid="entity-title">
                {title}
            </Typography>
        </Box>
    );
};

/** The resource's own tabs (overrides), shown right after its details tab. */
const ownTabs = (resource: ResourceDefinition) =>
    (overridesOf(resource.name).showTabs ?? []).map(({ path, label, content: Content }) => (
        <TabbedShowLayout.Tab key={path} label={label} path={path}>
            <Content />
        </TabbedShowLayout.Tab>
    ));

/** An entity's details with the tabs ThingsBoard shows for its type and the viewer's role. */
export const ResourceShow = ({ resource }: { resource: ResourceDefinition }) => {
    const authority = useShellSession()?.user.authority;
    return (
        <Show resource={routeOf(resource)} actions={<ShowActions resource={resource} />} title={false}>
            <EntityHeading resource={resource} />
            <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
                {tabsOf(resource.entityType, authority).flatMap(tab => [
                    <TabbedShowLayout.Tab key={tab} label={`entity.${tab}`} path={tab === 'details' ? undefined : tab}>
                        {tab === 'details' ? <DetailsTab resource={resource} /> : <DataTab tab={tab} entityType={resource.entityType} />}
                    </TabbedShowLayout.Tab>,
                    ...(tab === 'details' ? ownTabs(resource) : []),
                ])}
            </TabbedShowLayout>
        </Show>
    );
};
