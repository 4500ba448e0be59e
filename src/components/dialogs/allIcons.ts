import { iconsByName, type IconModules } from './materialIcons';

// Every filled Material icon; loaded only when the picker's 'show all' is switched on.
const modules: IconModules = import.meta.glob(
    ['/node_modules/@mui/icons-material/esm/*.js', '!**/*{Outlined,Rounded,Sharp,TwoTone}.js', '!**/index.js'],
    { eager: true }
);

export const allIcons = iconsByName(modules);
