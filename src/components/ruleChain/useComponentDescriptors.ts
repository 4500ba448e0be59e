import { useEffect, useState } from 'react';
import { httpClient } from '../../providers/http/httpClient';
import { PALETTE_CATEGORIES, type ComponentDescriptor } from './ruleChainModel';

/** The palette: every rule-node kind the server offers for a chain of this type. */
export const useComponentDescriptors = (ruleChainType: 'CORE' | 'EDGE') => {
    const [descriptors, setDescriptors] = useState<ComponentDescriptor[] | null>(null);
    useEffect(() => {
        let current = true;
        httpClient
            .request<ComponentDescriptor[]>('/api/components', { query: { componentTypes: PALETTE_CATEGORIES.join(','), ruleChainType } })
            .then(found => current && setDescriptors(found))
            .catch(() => current && setDescriptors([]));
        return () => {
            current = false;
        };
    }, [ruleChainType]);
    return descriptors;
};
