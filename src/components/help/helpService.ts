import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import { HELP_BASE_URL } from '../display/helpLinks';

/** Where the help files ship with the console: public/help/<lang>/<helpId>.md. */
export const LOCAL_HELP_BASE_URL = '/help';

/** ThingsBoard's include syntax: `{% include rulenode/common_node_script_args %}`. */
const INCLUDE = /\{%\s*include\s+(\S+?)\s*%\}/g;

/** Help ids are paths of plain names ('devices', 'rulenode/filter_node_script_fn'): never '..' or a URL. */
const HELP_ID = /^[\w-]+(?:\/[\w-]+)*$/;

export const isHelpId = (helpId: string): boolean => HELP_ID.test(helpId);

/** What the service needs from the outside world; injected so tests run without a server. */
export interface HelpSource {
    /** The file's text, or null when there is none. */
    fetchText(url: string): Promise<string | null>;
    /** The help base URL the server names (GET /api/uiSettings/helpBaseUrl). */
    helpBaseUrl(): Promise<string>;
}

export interface HelpService {
    /**
     * The markdown of a help id in a language, includes resolved: the language's file, else
     * en_US's, else `notFoundMarkdown`.
     */
    content(language: string, helpId: string, notFoundMarkdown: string): Promise<string>;
}

export interface HelpServiceOptions {
    /** Replaces `${siteBaseUrl}` in help texts. */
    siteBaseUrl?: string;
    defaultLanguage?: string;
    /** Told about include cycles, which are cut. */
    warn?: (message: string) => void;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export const createHelpService = (
    source: HelpSource,
    { siteBaseUrl = HELP_BASE_URL, defaultLanguage = DEFAULT_LANGUAGE, warn = message => console.warn(message) }: HelpServiceOptions = {}
): HelpService => {
    let baseUrl: Promise<string> | undefined;
    /** Per language, each file as loaded (variables substituted), or null while missing. */
    const files = new Map<string, Map<string, Promise<string | null>>>();

    // Asked once; a server that cannot answer leaves the files beside the console.
    const helpBaseUrl = () =>
        (baseUrl ??= source.helpBaseUrl().then(
            url => withoutTrailingSlash(url.trim()) || LOCAL_HELP_BASE_URL,
            () => LOCAL_HELP_BASE_URL
        ));

    /** The file from the server's base URL, else from the copy bundled with the console. */
    const fetchFile = async (language: string, helpId: string): Promise<string | null> => {
        const base = await helpBaseUrl();
        const bases = base === LOCAL_HELP_BASE_URL ? [base] : [base, LOCAL_HELP_BASE_URL];
        for (const candidate of bases) {
            const text = await source.fetchText(`${candidate}/${language}/${helpId}.md`);
            if (text !== null) {
                return text.replaceAll('${siteBaseUrl}', siteBaseUrl).replaceAll('${helpBaseUrl}', candidate);
            }
        }
        return null;
    };

    /** A file per language, fetched once; a miss is asked again next time (it may have been a hiccup). */
    const file = (language: string, helpId: string): Promise<string | null> => {
        let cache = files.get(language);
        if (!cache) files.set(language, (cache = new Map()));
        const cached = cache.get(helpId);
        if (cached) return cached;
        const loading = fetchFile(language, helpId)
            .then(text => text ?? (language === defaultLanguage ? null : file(defaultLanguage, helpId)))
            .then(text => {
                if (text === null) cache.delete(helpId);
                return text;
            });
        cache.set(helpId, loading);
        return loading;
    };

    /** The text with every include replaced by that help's text; an include of an id already being expanded is cut. */
    const expand = async (language: string, helpId: string, notFound: string, chain: readonly string[]): Promise<string> => {
        const text = isHelpId(helpId) ? await file(language, helpId) : null;
        if (text === null) return notFound;
        const included = await Promise.all(
            Array.from(text.matchAll(INCLUDE), async ([, includedId]) => {
                if (includedId === helpId || chain.includes(includedId!)) {
                    warn(`Help include cycle: ${[...chain, helpId, includedId].join(' → ')}`);
                    return '';
                }
                return expand(language, includedId!, notFound, [...chain, helpId]);
            })
        );
        let index = 0;
        return text.replace(INCLUDE, () => included[index++]!);
    };

    return {
        content: (language, helpId, notFoundMarkdown) => expand(language, helpId, notFoundMarkdown, []),
    };
};
