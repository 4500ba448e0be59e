import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { createContext, useContext, type MouseEvent, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { LazyTooltip } from './LazyTooltip';

/** Row actions are icons with a tooltip (ThingsBoard's tables); toolbar actions are labelled buttons. */
export const ActionDisplayContext = createContext<'icon' | 'button'>('button');

interface ActionButtonProps {
    label: string;
    labelArgs?: Record<string, unknown>;
    icon: ReactElement;
    onClick: () => void;
    disabled?: boolean;
    color?: 'primary' | 'error' | 'inherit';
}

export const ActionButton = ({ label, labelArgs, icon, onClick, disabled, color = 'primary' }: ActionButtonProps) => {
    const translate = useTranslate();
    const display = useContext(ActionDisplayContext);
    const text = translate(label, { _: label, ...labelArgs });
    // Inside a clickable row, an action must not also open the row.
    const handle = (event: MouseEvent) => {
        event.stopPropagation();
        onClick();
    };
    if (display === 'icon') {
        return (
            // Named by its aria-label; the tooltip shows the same words to the eye, mounted when wanted.
            <LazyTooltip title={text}>
                <IconButton size="small" aria-label={text} onClick={handle} disabled={disabled}>
                    {icon}
                </IconButton>
            </LazyTooltip>
        );
    }
    return (
        <Button size="small" startIcon={icon} onClick={handle} disabled={disabled} color={color}>
            {text}
        </Button>
    );
};
