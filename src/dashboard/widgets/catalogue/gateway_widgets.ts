import type { BundleCatalogue } from './types';

export const loaders: BundleCatalogue = {
    gateway_configuration: () => import('../gateway/GatewayConfigWidget').then(module => module.gatewayConfigWidget('pick')),
    attributes_card: () => import('../gateway/GatewayEvents').then(module => module.GatewayEvents),
    config_form_latest: () => import('../gateway/GatewayConfigWidget').then(module => module.gatewayConfigWidget('single')),
};
