import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { EventsTab } from '../events/EventsTab';
import { SchemaValidator } from '../schemaForms/schemaValidator';
import { configurationUiSchema, inferredSchema, ORIGINATOR_ENTITY_WIDGET, ORIGINATOR_TYPE_WIDGET, SCRIPT_FORMAT, SCRIPT_WIDGET } from './configurationSchema';
import { OriginatorEntityWidget, OriginatorTypeWidget } from './OriginatorWidgets';
import { NODE_CATEGORY_STYLE } from './nodeCategories';
import { categoryOf, nodeDefinitionOf, shortClassName, type ComponentDescriptor, type RuleNode } from './ruleChainModel';
import { ScriptFieldWidget, type NodeFormContext } from './ScriptFieldWidget';

export interface NodeConfigDialogProps {
    ruleNode: RuleNode;
    descriptor: ComponentDescriptor | undefined;
    readOnly: boolean;
    onClose(): void;
    /** Called with the edited node; only when name and configuration are valid. */
    onApply(ruleNode: RuleNode): void;
}

const widgets = { [SCRIPT_WIDGET]: ScriptFieldWidget, [ORIGINATOR_TYPE_WIDGET]: OriginatorTypeWidget, [ORIGINATOR_ENTITY_WIDGET]: OriginatorEntityWidget };
/** Script fields carry the 'javascript' format; the JS editor checks them, the schema need not. */
const validator = new SchemaValidator({ customFormats: { [SCRIPT_FORMAT]: () => true } });

/** Name, debug mode, description and the configuration form generated from the component's schema (part 2 §5.2). */
export const NodeConfigDialog = ({ ruleNode, descriptor, readOnly, onClose, onApply }: NodeConfigDialogProps) => {
    const translate = useTranslate();
    const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const definition = nodeDefinitionOf(descriptor);
    const [tab, setTab] = useState<'details' | 'events'>('details');
    const [name, setName] = useState(ruleNode.name ?? '');
    const [debugMode, setDebugMode] = useState(ruleNode.debugMode === true);
    const [description, setDescription] = useState(String(ruleNode.additionalInfo?.description ?? ''));
    const [configuration, setConfiguration] = useState<Record<string, unknown>>(() => ({ ...(ruleNode.configuration ?? definition.defaultConfiguration) }));
    const [configurationValid, setConfigurationValid] = useState(true);
    const schema = useMemo<RJSFSchema>(
        () => (definition.configurationSchema as RJSFSchema | null) ?? inferredSchema({ ...definition.defaultConfiguration, ...(ruleNode.configuration ?? {}) }),
        [definition.configurationSchema, definition.defaultConfiguration, ruleNode.configuration]
    );
    const uiSchema = useMemo(() => ({ ...configurationUiSchema(ruleNode.type, schema), 'ui:submitButtonOptions': { norender: true }, 'ui:options': { expandable: false } }), [ruleNode.type, schema]);
    const formContext: NodeFormContext = { ruleNodeId: ruleNode.id?.id, readOnly, configuration };
    const nameError = name.trim() === '';
    // A node just dropped has no name yet: the error waits for the field's first visit.
    const [nameTouched, setNameTouched] = useState(false);
    const showNameError = nameError && (nameTouched || ruleNode.name !== '');
    const style = NODE_CATEGORY_STYLE[categoryOf(descriptor)];

    const apply = () =>
        onApply({
            ...ruleNode,
            name: name.trim(),
            debugMode,
            configuration,
            additionalInfo: { ...ruleNode.additionalInfo, description },
        });

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={narrow} aria-labelledby="rule-node-title">
            <DialogTitle id="rule-node-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
                <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: style.color, border: '1px solid rgba(0,0,0,0.2)', flex: '0 0 auto' }} />
                <Box sx={{ minWidth: 0 }}>
                    <Typography variant="h6" noWrap>
                        {ruleNode.name || descriptor?.name || shortClassName(ruleNode.type)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {descriptor?.name ?? shortClassName(ruleNode.type)}
                        {definition.description && ` — ${definition.description}`}
                    </Typography>
                </Box>
            </DialogTitle>
            {ruleNode.id && (
                <Tabs value={tab} onChange={(_event, next) => setTab(next)} sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
                    <Tab value="details" label={translate('rulenode.details')} />
                    <Tab value="events" label={translate('rulenode.events')} />
                </Tabs>
            )}
            <DialogContent dividers={!ruleNode.id}>
                {tab === 'events' && ruleNode.id ? (
                    <EventsTab entityType="RULE_NODE" entityId={ruleNode.id.id} />
                ) : (
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
                            <TextField
                                label={translate('rulenode.name')}
                                value={name}
                                required
                                autoFocus
                                disabled={readOnly}
                                error={showNameError}
                                helperText={showNameError ? translate('rulenode.name-required') : ' '}
                                onBlur={() => setNameTouched(true)}
                                onChange={event => setName(event.target.value)}
                                sx={{ flex: 1 }}
                            />
                            <FormControlLabel
                                control={<Switch checked={debugMode} disabled={readOnly} onChange={event => setDebugMode(event.target.checked)} />}
                                label={translate('rulenode.debug-mode')}
                                sx={{ pb: { sm: 2.5 } }}
                            />
                        </Stack>
                        <Box
                            sx={{
                                '& .MuiGrid-root, & .MuiGrid2-root': { maxWidth: '100%' },
                                // rjsf's MUI theme stacks three margins per field; the grid spacing alone separates them.
                                '& .rjsf .MuiGrid-container > .MuiGrid-root': { mb: 0 },
                                '& .rjsf .MuiGrid-container > .MuiGrid-root > .rjsf-field > .MuiFormControl-root': { my: 0 },
                            }}
                        >
                            <Typography variant="subtitle2" sx={{ mb: 1 }}>
                                {translate('rulenode.configuration')}
                            </Typography>
                            <Form
                                schema={schema}
                                uiSchema={uiSchema}
                                formData={configuration}
                                validator={validator}
                                widgets={widgets}
                                formContext={formContext}
                                disabled={readOnly}
                                liveValidate
                                showErrorList={false}
                                onChange={({ formData, errors }) => {
                                    setConfiguration((formData ?? {}) as Record<string, unknown>);
                                    setConfigurationValid(errors.length === 0);
                                }}
                            />
                        </Box>
                        <TextField
                            label={translate('rulenode.description')}
                            value={description}
                            disabled={readOnly}
                            multiline
                            minRows={2}
                            onChange={event => setDescription(event.target.value)}
                        />
                    </Stack>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                {!readOnly && (
                    <Button variant="contained" onClick={apply} disabled={nameError || !configurationValid}>
                        {translate('action.apply')}
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
};
