import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useFieldValue, useTranslate } from 'react-admin';

/** ThingsBoard's tables show flags as a read-only checkbox. */
export const CheckboxField = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const checked = useFieldValue({ source }) === true;
    const label = translate(checked ? 'entity.yes' : 'entity.no');
    return checked ? (
        <CheckBoxIcon fontSize="small" color="primary" titleAccess={label} />
    ) : (
        <CheckBoxOutlineBlankIcon fontSize="small" color="action" titleAccess={label} />
    );
};
