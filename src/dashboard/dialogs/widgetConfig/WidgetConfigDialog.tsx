import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { JsonFormInput } from '../../../components/inputs/JsonFormInput';
import type { WidgetType, WidgetTypeDetails } from '../../../../shared/generated/api.gen';
import type { DashboardFilter, DashboardState, EntityAlias, Widget, WidgetConfig } from '../../model/dashboardConfig';
import { ActionsTab } from './ActionsTab';
import { DataTab } from './DataTab';
import { TimewindowSettings, ValueFormatSettings } from './DataSettings';
import { SettingsTab } from './SettingsTab';
import { parseSettingsSchema } from './settingsSchema';
import { actionSourcesOf, datasourceProblems, kindRules, type ConfigProblem } from './widgetConfigModel';

export interface WidgetConfigDialogProps {
    widget: Widget;
    /** configuration.entityAliases; 'create a new alias' adds to them (returned by onSave). */
    aliases: Record<string, EntityAlias>;
    /** configuration.filters. */
    filters: Record<string, DashboardFilter> | null | undefined;
    /** The widget's type from the library: its settingsSchema and dataKeySettingsSchema drive the forms. */
    widgetType?: Pick<WidgetType | WidgetTypeDetails, 'descriptor'> | null;
    /** The dashboard's states, for actions that open one. */
    states?: Record<string, DashboardState>;
    /** The widget with its new config (and title), and the aliases with any created here. */
    onSave(widget: Widget, aliases: Record<string, EntityAlias>): void;
    onClose(): void;
}

type TabId = ConfigProblem['tab'];
const TABS: readonly TabId[] = ['data', 'settings', 'advanced', 'actions'];

/**
 * Edits a widget's configuration in ThingsBoard 3.3's four tabs: Data (time window, datasources,
 * value format), Settings (title, style, legend), Advanced (the widget type's own settings) and
 * Actions. Save is refused while a tab has a problem.
 */
export const WidgetConfigDialog = ({ widget, aliases: initialAliases, filters, widgetType, states = {}, onSave, onClose }: WidgetConfigDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const [config, setConfig] = useState<WidgetConfig>(widget.config);
    const [aliases, setAliases] = useState(initialAliases);
    const [settingsValid, setSettingsValid] = useState(true);
    const [submitted, setSubmitted] = useState(false);
    const kind = widget.type;
    // Static widgets have no datasources, but a time window or value format may still apply.
    const tabs = TABS.filter(tab => tab !== 'data' || kindRules(kind).data !== 'none');
    const [tab, setTab] = useState<TabId>(tabs[0]);
    const settingsSchema = parseSettingsSchema(widgetType?.descriptor?.settingsSchema);
    const problems: ConfigProblem[] = [...datasourceProblems(kind, config), ...(settingsValid ? [] : [{ tab: 'advanced' as const, message: 'widget-config.settings-invalid' }])];
    const save = () => {
        setSubmitted(true);
        if (problems.length > 0) return setTab(problems[0].tab);
        onSave({ ...widget, title: config.title ?? widget.title, config }, aliases);
    };
    const stateNames = Object.fromEntries(Object.entries(states).map(([id, state]) => [id, state.name || id]));
    return (
        <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={fullScreen} aria-labelledby="widget-config-title" slotProps={{ paper: { sx: { minHeight: { md: '70vh' } } } }}>
            <DialogTitle id="widget-config-title" sx={{ pb: 0 }}>
                {translate('widget-config.configure-widget')}
                <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>{config.title || widget.title || widget.typeAlias}</Typography>
            </DialogTitle>
            <Tabs value={tab} onChange={(_, next: TabId) => setTab(next)} variant="scrollable" allowScrollButtonsMobile sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
                {tabs.map(id => (
                    <Tab key={id} value={id} label={translate(`widget-config.${id}`)} sx={submitted && problems.some(problem => problem.tab === id) ? { color: 'error.main' } : undefined} />
                ))}
            </Tabs>
            <DialogContent>
                {submitted && problems.length > 0 && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                        {translate('widget-config.fix-problems')}
                    </Alert>
                )}
                {tab === 'data' && (
                    <>
                        <TimewindowSettings kind={kind} config={config} onChange={setConfig} />
                        <DataTab
                            kind={kind}
                            config={config}
                            onChange={setConfig}
                            aliases={aliases}
                            onAliasAdded={alias => setAliases(current => ({ ...current, [alias.id]: alias }))}
                            filters={filters ?? {}}
                            dataKeySettingsSchema={widgetType?.descriptor?.dataKeySettingsSchema}
                            showErrors={submitted}
                        />
                        <ValueFormatSettings config={config} onChange={setConfig} />
                    </>
                )}
                {tab === 'settings' && <SettingsTab kind={kind} config={config} onChange={setConfig} />}
                {tab === 'advanced' &&
                    (settingsSchema ? (
                        <JsonFormInput
                            value={{ ...settingsSchema, model: config.settings ?? {} }}
                            onChange={(settings, valid) => {
                                setConfig(current => ({ ...current, settings }));
                                setSettingsValid(valid);
                            }}
                        />
                    ) : (
                        <Typography color="text.secondary" sx={{ py: 2 }}>{translate('widget-config.no-settings')}</Typography>
                    ))}
                {tab === 'actions' && <ActionsTab actions={config.actions ?? {}} onChange={actions => setConfig({ ...config, actions })} sources={actionSourcesOf({ ...widget, config })} states={stateNames} />}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={save}>{translate('action.save')}</Button>
            </DialogActions>
        </Dialog>
    );
};
