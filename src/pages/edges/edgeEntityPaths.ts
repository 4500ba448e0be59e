/**
 * The routes of an edge's entity pages. Each ends in a fixed word so that it never shadows the
 * edge's own /edgeInstances/:id/show (a second parameter would outrank the resource's routes).
 */
export const EDGE_ENTITY_PATHS = [
    '/edgeInstances/:edgeId/assets',
    '/edgeInstances/:edgeId/devices',
    '/edgeInstances/:edgeId/entityViews',
    '/edgeInstances/:edgeId/dashboards',
    '/edgeInstances/:edgeId/ruleChains',
] as const;
