import TouchApp from '@mui/icons-material/TouchApp';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useEffect, useState } from 'react';
import { commonIcons } from '../../components/dialogs/commonIcons';
import type { IconComponent } from '../../components/dialogs/materialIcons';

/**
 * A widget action's configured Material icon by its ligature name ('refresh', 'open_in_new'): the
 * picker's common icons at once, any other after the full icon set loads; the hand while loading,
 * when none is set or the name is unknown.
 */
export const ActionIcon = ({ name, ...props }: { name: string | undefined } & SvgIconProps) => {
    const common = name ? commonIcons.get(name) : undefined;
    const [loaded, setLoaded] = useState<{ name: string; icon: IconComponent | undefined }>();
    useEffect(() => {
        if (!name || common) return;
        let current = true;
        void import('../../components/dialogs/allIcons').then(module => current && setLoaded({ name, icon: module.allIcons.get(name) }));
        return () => {
            current = false;
        };
    }, [name, common]);
    const Icon = common ?? (loaded && loaded.name === name ? loaded.icon : undefined) ?? TouchApp;
    return <Icon {...props} />;
};
