import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { JsFuncEditor } from '../../../components/editors/JsFuncEditor';
import { MOBILE_ACTION_TYPES, mobileActionFunctions, mobileActionOf, withMobileActionType, type MobileActionDescriptor, type MobileActionType } from '../../runtime/mobileActions';

export interface MobileActionEditorProps {
    value: unknown;
    onChange: (value: MobileActionDescriptor) => void;
    showErrors: boolean;
}

/** A mobile action: which of the eight, and its callbacks (where to go or whom to call, what to do with the result). */
export const MobileActionEditor = ({ value, onChange, showErrors }: MobileActionEditorProps) => {
    const translate = useTranslate();
    const action = mobileActionOf(value);
    return (
        <Stack spacing={2}>
            <TextField
                select
                size="small"
                required
                label={translate('widget-action.mobile.type')}
                value={action?.type ?? ''}
                onChange={event => onChange(withMobileActionType(action, event.target.value as MobileActionType))}
                error={showErrors && !action}
                helperText={showErrors && !action ? translate('widget-action.mobile.type-required') : undefined}
            >
                {MOBILE_ACTION_TYPES.map(type => (
                    <MenuItem key={type} value={type}>
                        {translate(`widget-action.mobile.${type}`)}
                    </MenuItem>
                ))}
            </TextField>
            {action &&
                mobileActionFunctions(action.type).map(({ field, argNames }) => (
                    <JsFuncEditor
                        key={`${action.type}-${field}`}
                        label={translate(`widget-action.mobile.${field}`)}
                        functionName={field.replace(/Function$/, '')}
                        argNames={argNames}
                        value={action[field] ?? ''}
                        onChange={body => onChange({ ...action, [field]: body })}
                        height={140}
                        undefinedCheck={false}
                    />
                ))}
        </Stack>
    );
};
