import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Widgets from '@mui/icons-material/Widgets';
import { useContext } from 'react';
import { useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { ActionButton, ActionDisplayContext } from '../../generic/actions/ActionDisplay';
import type { ResourceOverrides } from '../../generic/overrideTypes';

const widgetTypesPath = (id: unknown) => `/widgets-bundles/${String(id)}/widgetTypes`;

/**
 * As in ThingsBoard, a row opens the bundle's widget types, so the row's own action leads to the
 * bundle's details (title, image, description); the details page leads to the widget types.
 */
const WidgetsBundleActions = () => {
    const record = useRecordContext();
    const display = useContext(ActionDisplayContext);
    const navigate = useNavigate();
    if (!record) return null;
    return display === 'icon' ? (
        <ActionButton label="widgets-bundle.details" icon={<InfoOutlined />} onClick={() => navigate(`/widgets-bundles/${String(record.id)}/show`)} />
    ) : (
        <ActionButton label="widgets-bundle.open-widgets-bundle" icon={<Widgets />} onClick={() => navigate(widgetTypesPath(record.id))} />
    );
};

export const widgetsBundleOverrides: ResourceOverrides = {
    actions: WidgetsBundleActions,
    rowLink: record => widgetTypesPath(record.id),
};
