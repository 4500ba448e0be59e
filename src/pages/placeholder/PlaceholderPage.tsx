import Construction from '@mui/icons-material/Construction';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PAGE_NAME_OPTIONS } from '../../layout/menu/menuSections';

/** Stands in for a page whose issue has not landed yet, under the page's own title. */
export const PlaceholderPage = ({ title }: { title: string }) => {
    const translate = useTranslate();
    return (
        <Card sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
            <Construction sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
            <Typography component="h2" variant="h6" gutterBottom>
                {translate(title, PAGE_NAME_OPTIONS)}
            </Typography>
            <Typography color="text.secondary">{translate('app.coming-soon')}</Typography>
        </Card>
    );
};
