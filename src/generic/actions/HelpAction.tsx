import { useResourceContext } from 'react-admin';
import { HelpPopup } from '../../components/display/HelpPopup';
import { HELP_FILE_IDS } from '../../generated/helpFiles.gen';
import { definitionOf } from '../../providers/data/resourceLookup';

/**
 * The (?) of an entity list's or details page's toolbar: the entity's help (its help-link id,
 * part 1 §2) in a popup that ends with a link to the documentation page; none for an entry whose
 * help has no file (public/help/en_US/<helpId>.md).
 */
export const HelpAction = () => {
    const resourceKey = useResourceContext();
    const helpId = resourceKey ? definitionOf(resourceKey).helpId : undefined;
    if (!helpId || !HELP_FILE_IDS.has(helpId)) return null;
    return <HelpPopup helpId={helpId} helpLinkId={helpId} placement="bottomRight" />;
};
