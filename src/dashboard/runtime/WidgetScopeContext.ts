import { createContext, useContext } from 'react';
import type { WidgetFeedRequest } from './createWidgetFeed';

/**
 * The dashboard around a widget (aliases, filters, the state's parameters), for widgets that find
 * their entities themselves instead of through the data feed: RPC widgets' target device
 * (`targetDeviceAliasIds`) and the alarm table's `alarmSource`.
 */
export type WidgetScope = Pick<WidgetFeedRequest, 'aliases' | 'filters' | 'stateParams'>;

export const WidgetScopeContext = createContext<WidgetScope>({ aliases: {}, filters: {}, stateParams: {} });

export const useWidgetScope = (): WidgetScope => useContext(WidgetScopeContext);
