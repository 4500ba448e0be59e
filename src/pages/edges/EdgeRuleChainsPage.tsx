import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { EdgeRuleChainTemplates } from '../../components/edges/EdgeRuleChainTemplates';

/** /edgeManagement/ruleChains: the tenant's edge rule chains ("Rule chain templates" in ThingsBoard's menu). */
const EdgeRuleChainsPage = () => {
    const translate = useTranslate();
    return (
        <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography component="h1" variant="h5">
                {translate('edge.rulechain-templates')}
            </Typography>
            <EdgeRuleChainTemplates />
        </Stack>
    );
};
export default EdgeRuleChainsPage;
