import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useRecordContext } from 'react-admin';
import { ActionButton } from './ActionDisplay';

/**
 * Copies the entity's uuid, as ThingsBoard's "Copy device Id". The button sits on the entity's own
 * page, so "Copy ID" says it in every language without putting a translated noun into a frame.
 */
export const CopyIdButton = () => {
    const record = useRecordContext();
    const notify = useNotify();
    if (!record) return null;
    return (
        <ActionButton
            label="entity.copy-id"
            icon={<ContentCopyIcon />}
            onClick={async () => {
                await navigator.clipboard?.writeText(String(record.id)).catch(() => undefined);
                notify('entity.id-copied', { type: 'info' });
            }}
        />
    );
};
