import { authProvider } from '../auth/authProvider';
import { httpClient } from '../http/httpClient';
import type { Caller } from './caller';
import { createRegistryDataProvider } from './createRegistryDataProvider';

/** The signed-in user, loaded once per session by the auth provider. */
const currentCaller = async (): Promise<Caller> => {
    const { user } = await authProvider.getSession();
    return {
        authority: user.authority as Caller['authority'],
        tenantId: user.tenantId.id,
        customerId: user.customerId.id,
    };
};

export const dataProvider = createRegistryDataProvider(httpClient, currentCaller);
