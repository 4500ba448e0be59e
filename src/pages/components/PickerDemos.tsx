import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DashboardAutocomplete } from '../../components/pickers/DashboardAutocomplete';
import { DashboardDropdown } from '../../components/pickers/DashboardDropdown';
import { EntityAutocomplete } from '../../components/pickers/EntityAutocomplete';
import { EntityList } from '../../components/pickers/EntityList';
import { EntitySelect, type EntityIdValue } from '../../components/pickers/EntitySelect';
import { EntityTypeList } from '../../components/pickers/EntityTypeList';
import { EntityTypeSelect } from '../../components/pickers/EntityTypeSelect';
import { GatewaySelect } from '../../components/pickers/GatewaySelect';
import type { GatewayDevice } from '../../components/pickers/gateways';
import { MessageTypeAutocomplete } from '../../components/pickers/MessageTypeAutocomplete';
import { OtaPackageAutocomplete } from '../../components/pickers/OtaPackageAutocomplete';
import { QueueAutocomplete } from '../../components/pickers/QueueAutocomplete';
import { RelationTypeAutocomplete } from '../../components/pickers/RelationTypeAutocomplete';
import { TimezoneSelect } from '../../components/pickers/TimezoneSelect';
import { WidgetsBundleSearch } from '../../components/pickers/WidgetsBundleSearch';
import { WidgetsBundleSelect } from '../../components/pickers/WidgetsBundleSelect';
import { Demo, DemoSection } from './Demo';

export const PickerDemos = () => {
    const translate = useTranslate();
    const [entityType, setEntityType] = useState<string | null>('DEVICE');
    const [entityId, setEntityId] = useState<string | null>(null);
    const [entity, setEntity] = useState<EntityIdValue | null>(null);
    const [entityIds, setEntityIds] = useState<string[]>([]);
    const [types, setTypes] = useState<string[] | null>(['DEVICE', 'ASSET']);
    const [relationType, setRelationType] = useState<string | null>('Contains');
    const [gateway, setGateway] = useState<GatewayDevice | null>(null);
    const [messageType, setMessageType] = useState<string | null>('POST_TELEMETRY_REQUEST');
    const [queue, setQueue] = useState<string | null>('Main');
    const [ota, setOta] = useState<string | null>(null);
    const [dashboard, setDashboard] = useState<string | null>(null);
    const [dropdownDashboard, setDropdownDashboard] = useState<string | null>(null);
    const [bundleSearch, setBundleSearch] = useState('');
    const [bundle, setBundle] = useState<string | null>(null);
    const [timezone, setTimezone] = useState<string | null>('Europe/Berlin');

    return (
        <DemoSection title={translate('components.pickers')}>
            <Demo title="EntityTypeSelect + EntityAutocomplete" value={{ entityType, entityId }}>
                <EntityTypeSelect value={entityType} onChange={setEntityType} allowedEntityTypes={['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'DASHBOARD']} required />
                <EntityAutocomplete entityType={entityType} value={entityId} onChange={setEntityId} required />
            </Demo>
            <Demo title="EntitySelect" value={entity}>
                <EntitySelect value={entity} onChange={setEntity} allowedEntityTypes={['DEVICE', 'ASSET', 'CURRENT_TENANT', 'CURRENT_USER']} useAliasEntityTypes />
            </Demo>
            <Demo title="EntityList" value={entityIds}>
                <EntityList entityType="DEVICE" value={entityIds} onChange={setEntityIds} required />
            </Demo>
            <Demo title="EntityTypeList" value={types}>
                <EntityTypeList value={types} onChange={setTypes} allowedEntityTypes={['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'USER', 'DASHBOARD']} required />
            </Demo>
            <Demo title="RelationTypeAutocomplete" value={relationType}>
                <RelationTypeAutocomplete value={relationType} onChange={setRelationType} required />
            </Demo>
            <Demo title="GatewaySelect" value={gateway?.name ?? null}>
                <GatewaySelect value={gateway} onChange={setGateway} required />
            </Demo>
            <Demo title="MessageTypeAutocomplete" value={messageType}>
                <MessageTypeAutocomplete value={messageType} onChange={setMessageType} required />
            </Demo>
            <Demo title="QueueAutocomplete" value={queue}>
                <QueueAutocomplete value={queue} onChange={setQueue} required />
            </Demo>
            <Demo title="OtaPackageAutocomplete" value={ota}>
                <OtaPackageAutocomplete deviceProfileId={null} value={ota} onChange={setOta} />
            </Demo>
            <Demo title="DashboardAutocomplete" value={dashboard}>
                <DashboardAutocomplete value={dashboard} onChange={setDashboard} />
            </Demo>
            <Demo title="DashboardDropdown" value={dropdownDashboard}>
                <DashboardDropdown value={dropdownDashboard} onChange={setDropdownDashboard} />
            </Demo>
            <Demo title="WidgetsBundleSearch + WidgetsBundleSelect" value={{ bundleSearch, bundle }}>
                <WidgetsBundleSearch value={bundleSearch} onChange={setBundleSearch} />
                <WidgetsBundleSelect value={bundle} onChange={picked => setBundle(picked?.alias ?? null)} />
            </Demo>
            <Demo title="TimezoneSelect" value={timezone}>
                <TimezoneSelect value={timezone} onChange={setTimezone} localBrowserTimezonePlaceholder />
            </Demo>
        </DemoSection>
    );
};
