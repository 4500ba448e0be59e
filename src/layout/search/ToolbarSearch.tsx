import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { createSearchDebouncer, SEARCH_FOCUS_DELAY_MS } from './searchDebouncer';
import { ArrowBack } from '../../components/display/directionalIcons';

/** The search button, and the search box it opens in place of the breadcrumbs. */
export const ToolbarSearch = ({
    onSearch,
    open,
    onOpenChange,
}: {
    onSearch: (text: string) => void;
    open: boolean;
    onOpenChange: (open: boolean) => void;
}) => {
    const translate = useTranslate();
    const [text, setText] = useState('');
    const input = useRef<HTMLInputElement>(null);
    const debouncer = useMemo(() => createSearchDebouncer(onSearch), [onSearch]);
    useEffect(() => () => debouncer.dispose(), [debouncer]);

    useEffect(() => {
        if (!open) return;
        const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
        return () => clearTimeout(timer);
    }, [open]);

    if (!open) {
        return (
            <IconButton color="inherit" aria-label={translate('action.search')} onClick={() => onOpenChange(true)}>
                <Search />
            </IconButton>
        );
    }
    const close = () => {
        setText('');
        debouncer.clear();
        onOpenChange(false);
    };
    return (
        <>
            <IconButton color="inherit" aria-label={translate('action.close')} onClick={close}>
                <ArrowBack />
            </IconButton>
            <InputBase
                inputRef={input}
                value={text}
                placeholder={translate('action.search')}
                onChange={event => {
                    setText(event.target.value);
                    debouncer.input(event.target.value);
                }}
                onKeyDown={event => {
                    if (event.key === 'Escape') close();
                }}
                inputProps={{ 'aria-label': translate('action.search') }}
                sx={{ color: 'inherit', flex: 1, fontSize: 18, ml: 1 }}
            />
        </>
    );
};
