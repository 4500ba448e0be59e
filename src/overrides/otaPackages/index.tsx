import DownloadIcon from '@mui/icons-material/Download';
import { useRecordContext } from 'react-admin';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { downloadFile } from '../../providers/data/binaryTransfer';
import { OtaFileInput } from './OtaFileInput';
import { uploadPackage } from './uploadPackage';

const DownloadPackageAction = () => {
    const record = useRecordContext();
    if (!record?.hasData) return null;
    return (
        <ActionButton
            label="entity.download"
            icon={<DownloadIcon />}
            onClick={() => downloadFile(`/api/otaPackage/${record.id}/download`, String(record.fileName ?? 'package.bin')).catch(() => undefined)}
        />
    );
};

export const otaPackageOverrides: ResourceOverrides = {
    actions: DownloadPackageAction,
    formExtras: OtaFileInput,
    afterSave: uploadPackage,
};
