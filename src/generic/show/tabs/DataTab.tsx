import type { EntityType } from '../../../../resources/kernel';
import { NextReleaseTab } from '../NextReleaseTab';
import type { EntityTab } from '../tabsOf';
import { TelemetryTab } from './TelemetryTab';

/** What each non-details tab shows; the ones not built yet keep the placeholder. */
export const DataTab = ({ tab, entityType }: { tab: EntityTab; entityType: EntityType }) => {
    if (tab === 'attributes') return <TelemetryTab entityType={entityType} initialScope="SERVER_SCOPE" />;
    if (tab === 'latest-telemetry') return <TelemetryTab entityType={entityType} initialScope="LATEST_TELEMETRY" />;
    return <NextReleaseTab />;
};
