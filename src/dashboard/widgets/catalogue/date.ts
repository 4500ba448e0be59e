import type { BundleCatalogue } from './types';

export const loaders: BundleCatalogue = {
    date_range_navigator: () => import('../date/DateRangeNavigator').then(module => module.DateRangeNavigator),
};
