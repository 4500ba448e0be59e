import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { definitionOf } from '../../providers/data/resourceLookup';
import { ActionButton } from './ActionDisplay';

/** Copies the entity's uuid, as ThingsBoard's "Copy device Id". */
export const CopyIdButton = () => {
    const record = useRecordContext();
    const resourceKey = useResourceContext()!;
    const translate = useTranslate();
    const notify = useNotify();
    if (!record) return null;
    const entity = translate(`resources.${definitionOf(resourceKey).name}.name`, { smart_count: 1 });
    return (
        <ActionButton
            label="entity.copy-id"
            labelArgs={{ entity }}
            icon={<ContentCopyIcon />}
            onClick={async () => {
                await navigator.clipboard?.writeText(String(record.id)).catch(() => undefined);
                notify('entity.id-copied', { type: 'info', messageArgs: { entity } });
            }}
        />
    );
};
