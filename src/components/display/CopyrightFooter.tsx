import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** 'Copyright © <current year>' and the authors. */
export const CopyrightFooter = ({ year = new Date().getFullYear() }: { year?: number }) => {
    const translate = useTranslate();
    return (
        <Typography component="footer" variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center', py: 1 }}>
            {translate('footer.copyright', { year })}
        </Typography>
    );
};
