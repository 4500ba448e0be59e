import { useMemo, type ComponentProps } from 'react';
import { httpClient } from '../../../providers/http/httpClient';
import { KeySuggestionsContext } from '../../keyFilters/keySuggestions';
import { AlarmRulesSection } from './AlarmRulesSection';
import { profileKeySuggestions } from './profileKeySuggestions';

/** A profile's alarm rules, whose key filters suggest the keys the profile's devices report. */
export const ProfileAlarmRules = ({ profileId, ...section }: { profileId: string | null } & ComponentProps<typeof AlarmRulesSection>) => {
    const suggest = useMemo(() => profileKeySuggestions(httpClient, profileId), [profileId]);
    return (
        <KeySuggestionsContext.Provider value={suggest}>
            <AlarmRulesSection {...section} />
        </KeySuggestionsContext.Provider>
    );
};
