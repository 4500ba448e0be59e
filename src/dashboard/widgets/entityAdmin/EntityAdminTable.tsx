import { useState } from 'react';
import { Confirm } from 'react-admin';
import type { WidgetAction } from '../../model/dashboardConfig';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { useWidgetActionInterceptor, useWidgetReload } from '../../runtime/WidgetActionContext';
import type { ActionEntity } from '../../runtime/widgetActions';
import { useWidgetScope } from '../../runtime/WidgetScopeContext';
import { EntitiesTable } from '../cards/EntitiesTable';
import { deleteAdminEntity, type AdminEntityKind } from './entityAdminApi';
import { EntityAdminDialog } from './EntityAdminDialog';

type AdminOperation = 'add' | 'edit' | 'delete';

/**
 * Which admin operation a configured action stands for: ThingsBoard's admin tables ship their add,
 * edit and delete as custom actions (Angular code) with the icons 'add', 'edit' and 'delete'.
 */
export function adminOperationOf(action: Pick<WidgetAction, 'type' | 'icon'>): AdminOperation | null {
    if (action.type !== 'custom' && action.type !== 'customPretty') return null;
    return action.icon === 'add' || action.icon === 'edit' || action.icon === 'delete' ? action.icon : null;
}

type Open = { operation: 'add' } | { operation: 'edit' | 'delete'; id: string; name: string };

/**
 * ThingsBoard's device and asset admin tables: the entities table of the alias, whose add, edit
 * and delete actions are performed here, natively (a dialog with name, label, type, gateway flag
 * and position; a confirmation before deleting). Other actions (open a state…) run as configured.
 */
export const entityAdminTable = (kind: AdminEntityKind) => {
    const EntityAdminTable = (props: WidgetComponentProps) => {
        const reload = useWidgetReload();
        const { aliases } = useWidgetScope();
        const [open, setOpen] = useState<Open | null>(null);
        useWidgetActionInterceptor((action: WidgetAction, entity?: ActionEntity) => {
            const operation = adminOperationOf(action);
            if (!operation) return false;
            if (operation === 'add') setOpen({ operation });
            else if (entity?.entityId) setOpen({ operation, id: entity.entityId.id, name: entity.entityName ?? '' });
            return true;
        });
        const aliasId = props.widget.config.datasources?.[0]?.entityAliasId;
        const filter = (aliasId ? aliases[aliasId]?.filter : undefined) as Record<string, unknown> | undefined;
        const aliasType = kind === 'DEVICE' ? filter?.deviceType : filter?.assetType;
        const close = (changed: boolean) => {
            setOpen(null);
            if (changed) reload();
        };
        return (
            <>
                <EntitiesTable {...props} />
                {open && open.operation !== 'delete' && (
                    <EntityAdminDialog kind={kind} entityId={open.operation === 'edit' ? open.id : undefined} defaultType={typeof aliasType === 'string' && aliasType ? aliasType : 'default'} onClose={close} />
                )}
                {open?.operation === 'delete' && (
                    <Confirm
                        isOpen
                        title="entity.delete-one-title"
                        translateOptions={{ title: open.name }}
                        content="entity.delete-one-text"
                        confirm="ra.action.delete"
                        confirmColor="warning"
                        onClose={() => setOpen(null)}
                        onConfirm={() =>
                            deleteAdminEntity(kind, open.id).then(
                                () => close(true),
                                () => setOpen(null),
                            )
                        }
                    />
                )}
            </>
        );
    };
    return EntityAdminTable;
};
