import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Skeleton: filled in by its issue's work. */
const EdgeRuleChainsPage = () => <PlaceholderPage title="edge.rulechain-templates" />;
export default EdgeRuleChainsPage;
