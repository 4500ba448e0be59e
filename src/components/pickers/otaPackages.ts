import { httpClient } from '../../providers/http/httpClient';

export type OtaUpdateType = 'FIRMWARE' | 'SOFTWARE';

export interface OtaPackageInfo {
    id: { id: string; entityType: 'OTA_PACKAGE' };
    title: string;
    version: string;
}

interface PageData<T> {
    data: T[];
}

/** The OTA search asks for 50 packages (part 2 §9). */
export const OTA_SEARCH_PAGE_SIZE = 50;

/** 'title (version)', as ThingsBoard shows a package. */
export const otaPackageLabel = (ota: Pick<OtaPackageInfo, 'title' | 'version'>): string => `${ota.title} (${ota.version})`;

/** The searched text in 'no matching' messages, cut to 6 characters. */
export const shortenSearch = (text: string, length = 6): string => (text.length > length ? `${text.slice(0, length)}...` : text);

/** ThingsBoard's texts per update type (the required one can be overridden by the caller). */
export const OTA_TEXTS: Readonly<Record<OtaUpdateType, { label: string; required: string; notFound: string; noMatching: string }>> = {
    FIRMWARE: {
        label: 'ota-update.assign-firmware',
        required: 'ota-update.assign-firmware-required',
        notFound: 'ota-update.no-firmware-text',
        noMatching: 'ota-update.no-firmware-matching',
    },
    SOFTWARE: {
        label: 'ota-update.assign-software',
        required: 'ota-update.assign-software-required',
        notFound: 'ota-update.no-software-text',
        noMatching: 'ota-update.no-software-matching',
    },
};

/** The profile's packages of that type whose title matches, sorted by title; errors give none. */
export const searchOtaPackages = async (deviceProfileId: string, type: OtaUpdateType, text: string): Promise<OtaPackageInfo[]> => {
    try {
        const page = await httpClient.request<PageData<OtaPackageInfo>>(`/api/otaPackages/${deviceProfileId}/${type}`, {
            query: { pageSize: OTA_SEARCH_PAGE_SIZE, page: 0, textSearch: text || undefined, sortProperty: 'title', sortOrder: 'ASC' },
            ignoreErrors: true,
            ignoreLoading: true,
        });
        return page.data;
    } catch {
        return [];
    }
};

export const loadOtaPackage = (id: string): Promise<OtaPackageInfo> =>
    httpClient.request<OtaPackageInfo>(`/api/otaPackage/info/${id}`, { ignoreErrors: true, ignoreLoading: true });
