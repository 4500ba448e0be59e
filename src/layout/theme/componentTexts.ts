import type { ThemeOptions } from '@mui/material/styles';
import type { Translate } from '../../providers/i18n/createTranslate';

type PageButton = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/**
 * MUI's own texts in the person's language, through theme defaults that reach every component,
 * present and future: every spinner and progress bar is named for screen readers ("Wird geladen…")
 * unless it names itself (the CSV export's bar says what it counts); an autocomplete's open, close
 * and clear buttons and the page buttons of a table's pagination (a phone's list too) speak
 * react-admin's ra.* phrases, which every language has, instead of MUI's English.
 */
export const withComponentTexts = <Options extends ThemeOptions>(options: Options, translate: Translate): Options => {
    const components = options.components ?? {};
    // English's ra.* phrases are ra-language-english's, which the public pages do not load: MUI's English stands in.
    const say = (key: string, english: string) => translate(key, { _: english });
    const loading = say('app.loading', 'Loading…');
    const pageButton = (type: PageButton, page: number | null, selected?: boolean) =>
        type !== 'page'
            ? say(`ra.navigation.${type}`, `Go to ${type} page`)
            : translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page, _: selected ? `page ${page}` : `Go to page ${page}` });
    return {
        ...options,
        components: {
            ...components,
            MuiCircularProgress: { ...components.MuiCircularProgress, defaultProps: { ...components.MuiCircularProgress?.defaultProps, 'aria-label': loading } },
            MuiLinearProgress: { ...components.MuiLinearProgress, defaultProps: { ...components.MuiLinearProgress?.defaultProps, 'aria-label': loading } },
            MuiAutocomplete: {
                ...components.MuiAutocomplete,
                defaultProps: {
                    openText: say('ra.action.open', 'Open'),
                    closeText: say('ra.action.close', 'Close'),
                    clearText: say('ra.action.clear_input_value', 'Clear'),
                    loadingText: say('ra.page.loading', 'Loading…'),
                    ...components.MuiAutocomplete?.defaultProps,
                },
            },
            MuiTablePagination: {
                ...components.MuiTablePagination,
                defaultProps: {
                    getItemAriaLabel: type => pageButton(type, null),
                    labelRowsPerPage: say('ra.navigation.page_rows_per_page', 'Rows per page:'),
                    ...components.MuiTablePagination?.defaultProps,
                },
            },
            MuiPagination: {
                ...components.MuiPagination,
                defaultProps: { getItemAriaLabel: pageButton, ...components.MuiPagination?.defaultProps },
            },
        },
    };
};
