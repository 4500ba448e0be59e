import { lazy, type ComponentType } from 'react';
import { EDGE_ENTITY_PATHS } from './edges/edgeEntityPaths';
import { RuleChainRoute } from './ruleChains/RuleChainRoute';

const EdgeEntitiesPage = lazy(() => import('./edges/EdgeEntitiesPage'));

/** Console pages of our own (not generated from the registry), each loaded with its first visit. */
export const CUSTOM_PAGES: ReadonlyArray<{ path: string; page: ComponentType }> = [
    { path: '/profile', page: lazy(() => import('./profile/ProfilePage')) },
    { path: '/alarms', page: lazy(() => import('./alarms/AlarmsPage')) },
    { path: '/auditLogs', page: lazy(() => import('./auditLogs/AuditLogsPage')) },
    { path: '/ruleChains/:ruleChainId', page: RuleChainRoute },
    { path: '/settings/general', page: lazy(() => import('./settings/GeneralSettingsPage')) },
    { path: '/settings/outgoing-mail', page: lazy(() => import('./settings/OutgoingMailPage')) },
    { path: '/settings/sms-provider', page: lazy(() => import('./settings/SmsProviderPage')) },
    { path: '/settings/security-settings', page: lazy(() => import('./settings/SecuritySettingsPage')) },
    { path: '/settings/oauth2', page: lazy(() => import('./settings/OAuth2SettingsPage')) },
    { path: '/settings/home', page: lazy(() => import('./settings/HomeSettingsPage')) },
    { path: '/api-docs', page: lazy(() => import('./apiDocs/ApiDocsPage')) },
    { path: '/usage', page: lazy(() => import('./usage/ApiUsagePage')) },
    { path: '/trash', page: lazy(() => import('./trash/TrashPage')) },
    { path: '/edgeManagement/ruleChains', page: lazy(() => import('./edges/EdgeRuleChainsPage')) },
    ...EDGE_ENTITY_PATHS.map(path => ({ path, page: EdgeEntitiesPage })),
    { path: '/widgets-gallery', page: lazy(() => import('./widgetGallery/WidgetGalleryPage')) },
    { path: '/widgets-bundles/:widgetsBundleId/widgetTypes', page: lazy(() => import('./widgetLibrary/WidgetTypesPage')) },
    { path: '/widgets-bundles/:widgetsBundleId/widgetTypes/:widgetTypeId', page: lazy(() => import('./widgetLibrary/WidgetTypeEditorPage')) },
    // Development builds only: production neither routes to the gallery nor bundles it.
    ...(import.meta.env.DEV ? [{ path: '/components', page: lazy(() => import('./components/ComponentsGalleryPage')) }] : []),
];
