import { useContext } from 'react';
import { useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { isVersionedEntityType } from '../../../shared/history/versionedTypes';
import { ActionDisplayContext } from '../../generic/actions/ActionDisplay';
import { useMay } from '../../generic/actions/useMay';
import { definitionOf } from '../../providers/data/resourceLookup';
import { HistoryButton } from './HistoryButton';

/**
 * "Version history" on the details page of every registry entity whose saves the server keeps
 * (its entity type is a versioned one), for whoever may edit it.
 */
export const HistoryAction = () => {
    const resourceKey = useResourceContext()!;
    const record = useRecordContext();
    const display = useContext(ActionDisplayContext);
    const refresh = useRefresh();
    const definition = definitionOf(resourceKey);
    const mayEdit = useMay('edit', definition.name, record);
    const entityType = definition.entityType;
    if (display !== 'button' || !record || !mayEdit || !isVersionedEntityType(entityType)) return null;
    const name = String(record[definition.titleField] ?? '');
    return <HistoryButton entity={{ entityType, id: String(record.id) }} name={name} onRestored={refresh} />;
};
