import DownloadIcon from '@mui/icons-material/Download';
import { useRecordContext } from 'react-admin';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { downloadFile } from '../../providers/data/binaryTransfer';

/** The resources library uploads through its form (base64 data); downloads go through here. */
const DownloadResourceAction = () => {
    const record = useRecordContext();
    if (!record) return null;
    return (
        <ActionButton
            label="entity.download"
            icon={<DownloadIcon />}
            onClick={() => downloadFile(`/api/resource/${record.id}/download`, String(record.fileName ?? record.title ?? 'resource')).catch(() => undefined)}
        />
    );
};

export const resourceOverrides: ResourceOverrides = { actions: DownloadResourceAction };
