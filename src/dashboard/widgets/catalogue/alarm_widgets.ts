import type { BundleCatalogue } from './types';

export const loaders: BundleCatalogue = {
    alarms_table: () => import('../alarms/AlarmsTableWidget').then(module => module.AlarmsTableWidget),
};
