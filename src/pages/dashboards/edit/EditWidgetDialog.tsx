import { useQuery } from '@tanstack/react-query';
import { WidgetConfigDialog } from '../../../dashboard/dialogs/widgetConfig/WidgetConfigDialog';
import type { DashboardConfiguration, EntityAlias, Widget } from '../../../dashboard/model/dashboardConfig';
import type { WidgetType } from '../../../../shared/generated/api.gen';
import { httpClient } from '../../../providers/http/httpClient';

export interface EditWidgetDialogProps {
    widget: Widget;
    configuration: DashboardConfiguration;
    onSave(widget: Widget, aliases: Record<string, EntityAlias>): void;
    onClose(): void;
}

/** The widget configuration dialog with the widget's library type (its settings schemas); a type the library lacks still edits. */
export const EditWidgetDialog = ({ widget, configuration, onSave, onClose }: EditWidgetDialogProps) => {
    const isSystem = widget.isSystemType !== false;
    const type = useQuery({
        queryKey: ['widgetType', isSystem, widget.bundleAlias, widget.typeAlias],
        retry: false,
        queryFn: ({ signal }) =>
            httpClient.request<WidgetType>('/api/widgetType', { query: { isSystem: String(isSystem), bundleAlias: widget.bundleAlias, alias: widget.typeAlias }, signal, ignoreLoading: true }),
    });
    if (type.isPending) return null;
    return (
        <WidgetConfigDialog
            widget={widget}
            aliases={configuration.entityAliases}
            filters={configuration.filters}
            widgetType={type.data ?? null}
            states={configuration.states}
            onSave={onSave}
            onClose={onClose}
        />
    );
};
