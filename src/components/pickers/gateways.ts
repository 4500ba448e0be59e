import { httpClient } from '../../providers/http/httpClient';

export interface GatewayDevice {
    id: { id: string; entityType: 'DEVICE' };
    name: string;
    type?: string;
    additionalInfo?: { gateway?: boolean } | null;
}

interface PageData<T> {
    data: T[];
}

/** "All" (page size -1) is fetched as pages of 100 (part 1 §9): one page serves the select. */
const ALL_PAGE_SIZE = 100;

/** The device a gateway select saves for a new name (part 2 §3.1). */
export const newGatewayDevice = (name: string, type = 'Gateway') => ({
    name,
    label: null,
    type,
    additionalInfo: { gateway: true },
});

export const isGateway = (device: GatewayDevice): boolean => device.additionalInfo?.gateway === true;

/** With no search text: the gateway named like the device, else the first one. */
export const preselectedGateway = (gateways: readonly GatewayDevice[], deviceName: string | null | undefined): GatewayDevice | null =>
    gateways.find(gateway => gateway.name === deviceName) ?? gateways[0] ?? null;

export interface GatewayApi {
    list: (text: string) => Promise<GatewayDevice[]>;
    /** The device of that name, or null (errors ignored). */
    findByName: (name: string) => Promise<GatewayDevice | null>;
    create: (name: string) => Promise<GatewayDevice>;
}

export const serverGatewayApi: GatewayApi = {
    list: async text => {
        try {
            const page = await httpClient.request<PageData<GatewayDevice>>('/api/tenant/devices', {
                query: { pageSize: ALL_PAGE_SIZE, page: 0, textSearch: text || undefined, sortProperty: 'name', sortOrder: 'ASC' },
                ignoreErrors: true,
                ignoreLoading: true,
            });
            return page.data.filter(isGateway);
        } catch {
            return [];
        }
    },
    findByName: name =>
        httpClient.request<GatewayDevice>('/api/tenant/devices', { query: { deviceName: name }, ignoreErrors: true }).catch(() => null),
    create: name => httpClient.request<GatewayDevice>('/api/device', { method: 'POST', body: newGatewayDevice(name) }),
};
