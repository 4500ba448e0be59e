import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** The toolbar's beautify button ("Tidy"). */
export const TidyButton = ({ onClick, disabled }: { onClick(): void; disabled?: boolean }) => {
    const translate = useTranslate();
    return (
        <Button size="small" onClick={onClick} disabled={disabled} sx={{ minWidth: 0, textTransform: 'none' }}>
            {translate('js-func.tidy')}
        </Button>
    );
};
