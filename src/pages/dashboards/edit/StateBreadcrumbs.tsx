import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The state stack as a breadcrumb: each earlier state opens again (the stack cut back to it); the last is where we are. */
export const StateBreadcrumbs = ({ names, onOpen }: { names: string[]; onOpen(index: number): void }) => {
    const translate = useTranslate();
    return (
        <Breadcrumbs aria-label={translate('dashboard.states')} sx={{ minWidth: 0, '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' }, '& .MuiBreadcrumbs-li': { minWidth: 0 } }}>
            {names.map((name, index) =>
                index < names.length - 1 ? (
                    <Link key={index} component="button" underline="hover" color="text.secondary" onClick={() => onOpen(index)} sx={{ whiteSpace: 'nowrap' }}>
                        {name}
                    </Link>
                ) : (
                    <Typography key={index} color="text.primary" noWrap aria-current="page">
                        {name}
                    </Typography>
                )
            )}
        </Breadcrumbs>
    );
};
