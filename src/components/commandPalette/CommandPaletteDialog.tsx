import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { menuFor } from '../../layout/menu/menuSections';
import { themeModeStore } from '../../layout/theme/themeModeStore';
import { useThemeMode } from '../../layout/theme/useThemeMode';
import { languageStore } from '../../providers/i18n/languageStore';
import type { SessionDetails } from '../../session/loadSession';
import { Kbd } from './Kbd';
import { PaletteOption, optionDomId } from './PaletteOption';
import { flattenGroups, rankItems, type PaletteCommand, type PaletteScope } from './paletteItems';
import { KEY_ACTIONS, NO_OPTIONS, activeId, activeOptionReducer } from './paletteKeyboard';
import { actionItems, pageItems } from './paletteSources';
import { switchLanguage } from './switchLanguage';
import { usePaletteEntities } from './usePaletteEntities';

const TITLE_ID = 'command-palette-title';
const LISTBOX_ID = 'command-palette-options';

/** Read by screen readers only: the dialog's name. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export interface CommandPaletteDialogProps {
    open: boolean;
    onClose: () => void;
    session: SessionDetails;
}

/**
 * The command palette (issue #13): one field, and below it the menu pages, entities and actions
 * matching what is typed. Focus stays in the field (ARIA combobox): ↑/↓/Home/End move the active
 * option, Enter runs it, Esc closes. Loaded on first open.
 */
export default function CommandPaletteDialog({ open, onClose, session }: CommandPaletteDialogProps) {
    const translate = useTranslate();
    const navigate = useNavigate();
    const logout = useLogout();
    const { locale } = useSyncExternalStore(languageStore.subscribe, languageStore.getSnapshot);
    const { mode: themeMode } = useThemeMode();
    const { authority } = session.user;
    const [query, setQuery] = useState('');
    const [scope, setScope] = useState<PaletteScope | null>(null);
    // Opened afresh each time: what was typed before goes (set while rendering, so it never shows).
    const [shownOpen, setShownOpen] = useState(open);
    if (open !== shownOpen) {
        setShownOpen(open);
        if (open) {
            setQuery('');
            setScope(null);
        }
    }
    const entities = usePaletteEntities({ query, scope, authority, edgesSupportEnabled: session.edgesSupportEnabled });

    const fixedItems = useMemo(
        () => [
            ...pageItems(menuFor(authority, session), translate),
            ...actionItems({ authority, locale, themeMode }, translate),
        ],
        [authority, session.edgesSupportEnabled, session.thingdeckExtensions, locale, themeMode, translate]
    );
    const groups = useMemo(
        () => rankItems(query, scope ? entities.items : [...fixedItems, ...entities.items]),
        [query, scope, fixedItems, entities.items]
    );
    const options = flattenGroups(groups);
    const optionIds = options.map(option => option.id);
    const [active, dispatch] = useReducer(activeOptionReducer, NO_OPTIONS);
    const optionKey = optionIds.join('\n');
    // A new list of ids each render; the joined key changes only when the options do.
    useEffect(() => dispatch({ type: 'options', ids: optionIds }), [optionKey]);
    const activeItemId = activeId(active);

    useEffect(() => {
        if (activeItemId) document.getElementById(optionDomId(activeItemId))?.scrollIntoView?.({ block: 'nearest' });
    }, [activeItemId]);

    // Enter pressed while the entities for the text are still coming: it takes the best match once they are in.
    const [enterWaiting, setEnterWaiting] = useState(false);
    const type = (text: string) => {
        setQuery(text);
        setEnterWaiting(false);
        dispatch({ type: 'typed' });
    };
    const enterScope = (next: PaletteScope | null) => {
        setScope(next);
        type('');
    };
    const run = (command: PaletteCommand) => {
        switch (command.type) {
            case 'scope':
                return enterScope(command.scope);
            case 'navigate':
                onClose();
                return navigate(command.path);
            case 'language':
                onClose();
                return void switchLanguage(command.code, session.user);
            case 'theme':
                onClose();
                return themeModeStore.setMode(command.mode);
            case 'signOut':
                onClose();
                // As the user menu: an explicit sign-out is not remembered as the page to return to.
                return void logout(undefined, undefined, false);
        }
    };

    // When the awaited search ends: the person has not moved, so the first option is the one to run.
    useEffect(() => {
        if (!enterWaiting || entities.searching) return;
        setEnterWaiting(false);
        if (options[0]) run(options[0].command);
    }, [enterWaiting, entities.searching]);

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.nativeEvent.isComposing) return;
        const move = KEY_ACTIONS[event.key];
        if (move) {
            event.preventDefault();
            dispatch(move);
        } else if (event.key === 'Enter') {
            event.preventDefault();
            if (entities.searching && !active.moved) return setEnterWaiting(true);
            const chosen = options.find(option => option.id === activeItemId);
            if (chosen) run(chosen.command);
        } else if (event.key === 'Backspace' && query === '' && scope) {
            enterScope(null);
        }
    };

    // Focus stays in the field: the dialog's focus trap takes it back to the panel when a page
    // behind grabs it (a dashboard loading under the palette), and a click on the chip lands there too.
    const fieldRef = useRef<HTMLInputElement>(null);
    const keepFocusInField = (event: FocusEvent) => {
        if (event.target !== fieldRef.current) fieldRef.current?.focus();
    };

    const expanded = options.length > 0;
    const typed = query.trim() !== '';

    return (
        <Dialog
            open={open}
            onClose={onClose}
            aria-labelledby={TITLE_ID}
            onFocus={keepFocusInField}
            fullWidth
            maxWidth="sm"
            sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
            slotProps={{
                paper: { sx: { mt: { xs: 1, sm: '12vh' }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined }, outline: 'none', overflow: 'hidden' } },
            }}
        >
            <Box component="h2" id={TITLE_ID} sx={VISUALLY_HIDDEN}>
                {translate('command-palette.title')}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
                <Search color="action" />
                {scope && (
                    <Chip size="small" color="primary" label={translate(`command-palette.${scope}`)} onDelete={() => enterScope(null)} />
                )}
                <InputBase
                    autoFocus
                    fullWidth
                    inputRef={fieldRef}
                    value={query}
                    onChange={event => type(event.target.value)}
                    onKeyDown={onKeyDown}
                    placeholder={translate(scope ? 'command-palette.dashboards-placeholder' : 'command-palette.placeholder')}
                    sx={{ fontSize: '1.05rem' }}
                    inputProps={{
                        role: 'combobox',
                        'aria-label': translate('command-palette.title'),
                        'aria-autocomplete': 'list',
                        'aria-expanded': expanded,
                        'aria-controls': expanded ? LISTBOX_ID : undefined,
                        'aria-activedescendant': activeItemId ? optionDomId(activeItemId) : undefined,
                        autoComplete: 'off',
                        spellCheck: false,
                    }}
                />
                {entities.searching && <CircularProgress size={18} aria-label={translate('command-palette.searching')} />}
                <Kbd sx={{ display: { xs: 'none', sm: 'inline-block' } }}>Esc</Kbd>
            </Box>
            <Box sx={{ maxHeight: { xs: 'calc(100vh - 140px)', sm: 'min(440px, 60vh)' }, overflowY: 'auto', py: 0.75 }}>
                {expanded ? (
                    <Box role="listbox" id={LISTBOX_ID} aria-label={translate('command-palette.results')}>
                        {groups.map(({ group, items }) => (
                            <Box key={group} role="group" aria-labelledby={`${LISTBOX_ID}-${group}`} sx={{ '& + &': { mt: 0.5 } }}>
                                <Typography
                                    id={`${LISTBOX_ID}-${group}`}
                                    role="presentation"
                                    variant="overline"
                                    color="text.secondary"
                                    sx={{ display: 'block', px: 2.5, pt: 0.5, lineHeight: 2.2 }}
                                >
                                    {/* In a scope the entities are of its kind ("Dashboards"). */}
                                    {translate(`command-palette.${scope && group === 'entities' ? scope : group}`)}
                                </Typography>
                                {items.map(item => (
                                    <PaletteOption
                                        key={item.id}
                                        item={item}
                                        active={item.id === activeItemId}
                                        onPoint={() => dispatch({ type: 'point', id: item.id })}
                                        onChoose={() => run(item.command)}
                                    />
                                ))}
                            </Box>
                        ))}
                    </Box>
                ) : (
                    <Typography color="text.secondary" sx={{ px: 3, py: 4, textAlign: 'center' }}>
                        {entities.searching
                            ? translate('command-palette.searching')
                            : typed
                              ? translate('command-palette.no-results', { text: query.trim() })
                              : translate('command-palette.no-dashboards')}
                    </Typography>
                )}
            </Box>
            <Box
                sx={{
                    display: { xs: 'none', sm: 'flex' },
                    gap: 2,
                    px: 2,
                    py: 1,
                    borderTop: 1,
                    borderColor: 'divider',
                    bgcolor: 'action.hover',
                    color: 'text.secondary',
                    typography: 'caption',
                }}
            >
                <span>
                    <Kbd>↑</Kbd> <Kbd>↓</Kbd> {translate('command-palette.hint-move')}
                </span>
                <span>
                    <Kbd>↵</Kbd> {translate('command-palette.hint-select')}
                </span>
                <span>
                    <Kbd>Esc</Kbd> {translate('command-palette.hint-close')}
                </span>
            </Box>
        </Dialog>
    );
}
