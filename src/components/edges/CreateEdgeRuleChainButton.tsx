import AddIcon from '@mui/icons-material/Add';
import { NewRuleChainButton } from '../ruleChain/NewRuleChainButton';

/** A new, empty edge rule chain (type EDGE), opened in the rule chain editor. */
export const CreateEdgeRuleChainButton = () => (
    <NewRuleChainButton
        label="rulechain.add"
        icon={<AddIcon />}
        path="/api/ruleChain"
        body={name => ({ name, type: 'EDGE' })}
        buttonProps={{ variant: 'contained' }}
    />
);
