import PostAddIcon from '@mui/icons-material/PostAdd';
import { NewRuleChainButton } from '../../components/ruleChain/NewRuleChainButton';

/** A new chain from the device-profile template (POST /api/ruleChain/device/default), opened in the editor. */
export const CreateFromTemplateButton = () => (
    <NewRuleChainButton
        label="rulechain.create-from-template"
        icon={<PostAddIcon />}
        explanation="rulechain.create-from-template-text"
        path="/api/ruleChain/device/default"
        body={name => ({ name })}
        buttonProps={{ sx: { mr: 1 } }}
    />
);
