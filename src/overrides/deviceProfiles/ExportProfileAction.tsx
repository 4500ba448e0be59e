import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useRecordContext } from 'react-admin';
import { exportFileName, profileJson } from '../../components/deviceProfile/profileFile';
import { downloadJson } from '../../lib/saveFile';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import { toEntity } from '../../providers/data/entityRecord';

/** Downloads the profile as ThingsBoard's export does: the whole entity as JSON. */
export const ExportProfileAction = () => {
    const record = useRecordContext();
    if (!record) return null;
    return (
        <ActionButton
            label="device-profile.export"
            icon={<FileDownloadIcon />}
            onClick={() => downloadJson(exportFileName(String(record.name ?? '')), profileJson(toEntity('DEVICE_PROFILE', record)))}
        />
    );
};
