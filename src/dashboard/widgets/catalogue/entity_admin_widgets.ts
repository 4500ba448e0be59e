import type { BundleCatalogue } from './types';

export const loaders: BundleCatalogue = {
    device_admin_table: () => import('../entityAdmin/EntityAdminTable').then(module => module.entityAdminTable('DEVICE')),
    asset_admin_table: () => import('../entityAdmin/EntityAdminTable').then(module => module.entityAdminTable('ASSET')),
};
