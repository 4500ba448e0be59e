import type { ResourceOverrides } from '../../generic/overrideTypes';

/** A row opens the bundle's widget types (ThingsBoard's widget library), its details stay under …/show. */
export const widgetsBundleOverrides: ResourceOverrides = {
    rowLink: record => `/widgets-bundles/${record.id}/widgetTypes`,
};
