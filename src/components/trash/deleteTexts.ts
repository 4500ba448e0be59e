import { findDefinition } from '../../providers/data/resourceLookup';
import { useSessionDetails } from '../pickers/useSessionDetails';
import { deleteTextKeys } from './deleteTextKeys';

/** The delete question's text keys for a registry resource (by name): deleteTextKeys for the signed-in session. */
export const useDeleteTexts = (resource: string | undefined) => {
    const session = useSessionDetails();
    return deleteTextKeys(resource ? findDefinition(resource)?.entityType : undefined, session?.thingdeckExtensions ?? false);
};
