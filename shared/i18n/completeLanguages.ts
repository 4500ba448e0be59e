import type { LanguageCode } from './languages';

/**
 * The languages with every text of en_US translated: shared/i18n/localeCompleteness.test.ts holds
 * each of them to every rule of localeChecks.ts. A translator adds the language here in the commit
 * that completes it; once all 20 are here, every new text goes into every language.
 */
export const COMPLETE_LANGUAGES: readonly LanguageCode[] = [
    'cs_CZ', 'de_DE', 'el_GR', 'es_ES', 'fa_IR', 'fr_FR', 'it_IT', 'ja_JA', 'ka_GE', 'ko_KR',
    'lv_LV', 'pt_BR', 'ro_RO', 'ru_RU', 'sl_SI', 'tr_TR', 'uk_UA', 'zh_CN', 'zh_TW',
];

/**
 * Per language, the words it writes exactly as English does (reviewed one by one), besides the
 * protocol and product names every language keeps (localeChecks.ts). A text made only of such
 * words may stay identical to the English one; any other identical text is an oversight.
 */
export const SAME_AS_ENGLISH: Readonly<Partial<Record<LanguageCode, readonly string[]>>> = {
    cs_CZ: ['Alarm', 'Alias', 'Dashboard', 'Data', 'Edge', 'Firmware', 'Import', 'Interval', 'Logo', 'Metadata', 'Port', 'Proxy',
        'Server', 'server', 'Software', 'Tenant', 'tenant', 'Text', 'Widget'],
    de_DE: ['Aggregation', 'Alarm', 'Alias', 'Dashboard', 'Dashboards', 'Debug', 'Details', 'Domains', 'Edge', 'Edges', 'Filter',
        'Firmware', 'Gateway', 'Host', 'Import', 'Layouts', 'Limits', 'Logo', 'Name', 'Navigation', 'Operation', 'Optional', 'Pause',
        'Port', 'Position', 'Proxy', 'Server', 'Software', 'Status', 'System', 'Tag', 'Text', 'Transformation', 'Version', 'Widget', 'in'],
    el_GR: ['Binding', 'Edge', 'Email', 'Script', 'Widget'],
    es_ES: ['Alias', 'Color', 'Edge', 'Edges', 'Editable', 'Error', 'error', 'Firmware', 'General', 'Host', 'Inspector', 'No', 'Proxy', 'Script', 'Simple',
        'Software', 'Widget', 'bytes', 'total'],
    fr_FR: ['Action', 'Actions', 'Active', 'Alias', 'Condition', 'Configuration', 'Description', 'Direction', 'Edge', 'Edges', 'Image',
        'Latitude', 'Logo', 'Longitude', 'Max', 'Message', 'Min', 'minute', 'minutes', 'Minutes', 'Navigation', 'Page', 'Pages', 'Pause',
        'Port', 'Position', 'Proxy', 'Public', 'Relation', 'Relations', 'Script', 'Simple', 'Transformation', 'Type', 'type', 'types',
        'Version', 'Widget', 'total'],
    it_IT: ['Alias', 'Asset', 'Binding', 'Checksum', 'Dashboard', 'Debug', 'Edge', 'File', 'Firmware', 'Gateway', 'Home', 'Host',
        'Logo', 'Max', 'Min', 'No', 'Output', 'Password', 'Proxy', 'Script', 'Server', 'Software', 'Tag', 'Tenant', 'Timeout',
        'Widget', 'in', 'max', 'min', 'ms', 'tenant'],
    ka_GE: ['Edge'],
    lv_LV: ['Edge'],
    pt_BR: ['Alias', 'Binding', 'Checksum', 'Edge', 'Edges', 'Firmware', 'Gateway', 'Host', 'Latitude', 'Layouts', 'Login',
        'Logout', 'Longitude', 'Proxy', 'Script', 'Software', 'Status', 'Tag', 'Widget', 'bytes', 'total'],
    ro_RO: ['Alias', 'Binding', 'Boolean', 'Edge', 'Firmware', 'Gateway', 'General', 'Import', 'Inspector', 'Interval', 'Logo',
        'Max', 'Min', 'Numeric', 'Port', 'Proxy', 'Public', 'Script', 'Server', 'Software', 'Tenant', 'Text', 'Widget', 'max',
        'min', 'tenant', 'total'],
    ru_RU: ['Edge'],
    sl_SI: ['Alarm', 'Edge', 'Filter', 'Interval'],
    tr_TR: ['Alarm', 'Edge', 'Form', 'Logo', 'Proxy', 'Widget'],
    uk_UA: ['Edge'],
};
