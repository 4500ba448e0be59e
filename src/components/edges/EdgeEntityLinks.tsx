import { useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import { EDGE_ENTITY_KINDS, edgeEntitiesPath } from './edgeEntityKinds';

/** "Manage edge assets / devices / entity views / dashboards / rule chains": an edge row's and toolbar's ways to its entities. */
export const EdgeEntityLinks = () => {
    const record = useRecordContext();
    const navigate = useNavigate();
    if (!record) return null;
    return (
        <>
            {EDGE_ENTITY_KINDS.map(kind => (
                <ActionButton key={kind.path} label={kind.manage} icon={<kind.icon />} onClick={() => navigate(edgeEntitiesPath(String(record.id), kind))} />
            ))}
        </>
    );
};
