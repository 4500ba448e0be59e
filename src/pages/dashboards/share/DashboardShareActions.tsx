import { RecordContextProvider } from 'react-admin';
import type { Dashboard } from '../../../../shared/generated/api.gen';
import { ActionDisplayContext } from '../../../generic/actions/ActionDisplay';
import { DashboardCustomersActions } from '../../../generic/actions/DashboardCustomersActions';
import { ExportDashboardAction } from './ExportDashboardAction';

/**
 * The dashboard toolbar's sharing icons, the same actions as the dashboards list's row: export
 * (unless the dashboard's settings hide it), and for those who may — manage customers, make
 * public with its link, make private. A public visitor sees only the export.
 */
export const DashboardShareActions = ({ dashboard, showExport }: { dashboard: Dashboard; showExport: boolean }) => (
    <RecordContextProvider value={{ ...dashboard, id: dashboard.id.id }}>
        <ActionDisplayContext.Provider value="icon">
            {showExport && <ExportDashboardAction />}
            <DashboardCustomersActions />
        </ActionDisplayContext.Provider>
    </RecordContextProvider>
);
