import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { DisplayDemos } from './DisplayDemos';
import { H5Demos } from './H5Demos';
import { PickerDemos } from './PickerDemos';
import { TimewindowDemos } from './TimewindowDemos';

/** Development only: every shared control, live, with the value it holds. */
const ComponentsGalleryPage = () => {
    const translate = useTranslate();
    return (
        <Stack spacing={4} sx={{ p: { xs: 1, sm: 2 } }}>
            <Title title={translate('components.gallery')} />
            <Typography variant="h5" component="h1">
                {translate('components.gallery')}
            </Typography>
            <PickerDemos />
            <DisplayDemos />
            <H5Demos />
            <TimewindowDemos />
        </Stack>
    );
};

export default ComponentsGalleryPage;
