import FlagIcon from '@mui/icons-material/Flag';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import { useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import { ConfirmedCall } from '../../generic/actions/ConfirmedCall';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { useMay } from '../../generic/actions/useMay';
import { CreateFromTemplateButton } from './CreateFromTemplateButton';
import { ExportRuleChainAction } from './ExportRuleChainAction';
import { ImportRuleChainButton } from './ImportRuleChainButton';

const editorPath = (id: unknown) => `/ruleChains/${String(id)}`;

const OpenRuleChainAction = () => {
    const record = useRecordContext();
    const navigate = useNavigate();
    if (!record) return null;
    return <ActionButton label="rulechain.open-rulechain" icon={<SettingsEthernetIcon />} onClick={() => navigate(editorPath(record.id))} />;
};

const RuleChainActions = () => {
    const canSetRoot = useMay('setDefault', 'ruleChains');
    return (
        <>
            <OpenRuleChainAction />
            <ExportRuleChainAction />
            {canSetRoot && (
                <ConfirmedCall
                    label="entity.set-root"
                    icon={<FlagIcon />}
                    title="entity.set-root-title"
                    content="entity.set-root-text"
                    path={id => `/api/ruleChain/${id}/root`}
                    when={record => record.root !== true}
                />
            )}
        </>
    );
};

const RuleChainListActions = () => {
    const mayCreate = useMay('create', 'ruleChains');
    if (!mayCreate) return null;
    return (
        <>
            <ImportRuleChainButton />
            <CreateFromTemplateButton />
        </>
    );
};

/** A row opens the chain's editor, as in ThingsBoard; its details stay under /ruleChains/:id/show. */
export const ruleChainOverrides: ResourceOverrides = {
    actions: RuleChainActions,
    listActions: RuleChainListActions,
    rowLink: record => editorPath(record.id),
};
