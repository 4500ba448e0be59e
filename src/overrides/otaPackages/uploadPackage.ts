import type { RaRecord } from 'react-admin';
import { checksumOf, type ChecksumAlgorithm } from '../../../shared/checksums';
import { uploadFile } from '../../providers/data/binaryTransfer';
import { OTA_FILE_SOURCE } from './OtaFileInput';

const DEFAULT_ALGORITHM: ChecksumAlgorithm = 'SHA256';

/**
 * ThingsBoard's second step: the binary goes to `POST /api/otaPackage/{id}` with its
 * checksum, computed here when the person left it empty.
 */
export const uploadPackage = async (record: RaRecord, values: Record<string, unknown>): Promise<void> => {
    const file = values[OTA_FILE_SOURCE];
    if (!(file instanceof Blob)) return;
    const algorithm = (values.checksumAlgorithm as ChecksumAlgorithm | null) || DEFAULT_ALGORITHM;
    const typed = typeof values.checksum === 'string' ? values.checksum.trim() : '';
    const checksum = typed || (await checksumOf(algorithm, new Uint8Array(await file.arrayBuffer())));
    const query = new URLSearchParams({ checksumAlgorithm: algorithm, checksum });
    await uploadFile(`/api/otaPackage/${record.id}?${query}`, file, (file as File).name ?? 'package.bin');
};
