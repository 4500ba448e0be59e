import type { BundleCatalogue, WidgetLoader } from './types';

const latestCard: WidgetLoader = () => import('../card/LatestValuesCard').then(module => module.LatestValuesCard);
const htmlCard: WidgetLoader = () => import('../cards/HtmlCard').then(module => module.HtmlCard);

export const loaders: BundleCatalogue = {
    simple_card: latestCard,
    label_value_card: latestCard,
    entities_table: () => import('../cards/EntitiesTable').then(module => module.EntitiesTable),
    timeseries_table: () => import('../cards/TimeseriesTable').then(module => module.TimeseriesTable),
    attributes_card: () => import('../cards/AttributesCard').then(module => module.AttributesCard),
    html_card: htmlCard,
    html_value_card: htmlCard,
    markdown_card: () => import('../cards/MarkdownCard').then(module => module.MarkdownCard),
    qr_code: () => import('../cards/QrCode').then(module => module.QrCode),
    label_widget: () => import('../cards/LabelWidget').then(module => module.LabelWidget),
    entities_hierarchy: () => import('../hierarchy/EntitiesHierarchy').then(module => module.EntitiesHierarchy),
    dashboard_state_widget: () => import('../dashboardState/DashboardStateWidget').then(module => module.DashboardStateWidget),
};
