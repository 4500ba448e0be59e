import { useResourceContext } from 'react-admin';
import { HelpPopup } from '../../components/display/HelpPopup';
import { definitionOf } from '../../providers/data/resourceLookup';

/**
 * The (?) of an entity list's or details page's toolbar: the entity's help (its help-link id,
 * part 1 §2) in a popup that ends with a link to the documentation page.
 */
export const HelpAction = () => {
    const resourceKey = useResourceContext();
    const helpId = resourceKey ? definitionOf(resourceKey).helpId : undefined;
    if (!helpId) return null;
    return <HelpPopup helpId={helpId} helpLinkId={helpId} placement="bottomRight" />;
};
