import { EditButton, Show, TabbedShowLayout, TabbedShowLayoutTabs, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../resources/kernel';
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

const ShowTitle = ({ resource }: { resource: ResourceDefinition }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const name = translate(`resources.${resource.name}.name`, { smart_count: 1 });
    return <span>{record ? `${name}: ${String(record[resource.titleField] ?? '')}` : name}</span>;
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
        <Show resource={routeOf(resource)} actions={<ShowActions resource={resource} />} title={<ShowTitle resource={resource} />}>
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
