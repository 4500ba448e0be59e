import MenuItem from '@mui/material/MenuItem';
import type { TranslateFunction } from 'react-admin';
import { RPC_STATUSES, type RpcStatus } from './persistentRpc';

/** The status filter's value for "every status" (a select cannot hold null). */
export const ANY_RPC_STATUS = 'ALL';

/** The options of a persistent-RPC status filter, "All" first: the device tab's and the widget's. */
export const rpcStatusOptions = (translate: TranslateFunction) => [
    <MenuItem key={ANY_RPC_STATUS} value={ANY_RPC_STATUS}>
        {translate('rpc.status-all')}
    </MenuItem>,
    ...RPC_STATUSES.map(status => (
        <MenuItem key={status} value={status}>
            {translate(`rpc.status-${status}`)}
        </MenuItem>
    )),
];

/** The filter's value as a status, null for every status. */
export const rpcStatusOf = (value: string): RpcStatus | null => (value === ANY_RPC_STATUS ? null : (value as RpcStatus));
