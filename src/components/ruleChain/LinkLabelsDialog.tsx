import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { labelChoices, labelsError } from './connectionRules';
import { useOutputLabels } from './useOutputLabels';
import type { NodeDefinition } from './ruleChainModel';

export interface LinkLabelsDialogProps {
    labels: string[];
    /** The source node's definition: its relation types, and whether custom labels are allowed. */
    definition: NodeDefinition | null;
    /** Labels the source already uses on other links, offered last. */
    usedElsewhere: readonly string[];
    /** The chain a nested rule chain source runs: its output labels are offered. */
    nestedRuleChainId?: string | null;
    onClose(): void;
    onApply(labels: string[]): void;
}

/** Picks the relation labels of a link (ThingsBoard's "Link labels" dialog). */
export const LinkLabelsDialog = ({ labels: initial, definition, usedElsewhere, nestedRuleChainId = null, onClose, onApply }: LinkLabelsDialogProps) => {
    const translate = useTranslate();
    const [labels, setLabels] = useState<string[]>(initial);
    const outputLabels = useOutputLabels(nestedRuleChainId);
    const { options, allowCustom } = labelChoices(definition, outputLabels);
    const ordered = [...options.filter(option => !usedElsewhere.includes(option)), ...options.filter(option => usedElsewhere.includes(option))];
    const error = labelsError(labels, definition, outputLabels);
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="link-labels-title">
            <DialogTitle id="link-labels-title">{translate('rulenode.link-labels')}</DialogTitle>
            <DialogContent>
                <Autocomplete<string, true, false, boolean>
                    multiple
                    freeSolo={allowCustom}
                    autoSelect={allowCustom}
                    options={ordered}
                    value={labels}
                    onChange={(_event, next) => setLabels([...new Set(next.map(label => label.trim()).filter(Boolean))])}
                    renderValue={(value, getItemProps) => value.map((label, index) => <Chip size="small" label={label} {...getItemProps({ index })} key={label} />)}
                    renderInput={params => (
                        <TextField
                            {...params}
                            autoFocus
                            margin="dense"
                            label={translate('rulenode.link-labels')}
                            placeholder={allowCustom ? translate('rulenode.link-label-custom-hint') : undefined}
                            error={error !== null}
                            helperText={error ? translate(error) : ' '}
                        />
                    )}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" disabled={error !== null} onClick={() => onApply(labels)}>
                    {translate('action.apply')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
