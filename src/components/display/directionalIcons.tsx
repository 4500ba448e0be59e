import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import InputIcon from '@mui/icons-material/Input';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import LaunchIcon from '@mui/icons-material/Launch';
import ListIcon from '@mui/icons-material/List';
import LoginIcon from '@mui/icons-material/Login';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RedoIcon from '@mui/icons-material/Redo';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Theme } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { forwardRef } from 'react';

/**
 * `scale` (not `transform`) mirrors the icon, so an icon that also turns (a tree's chevron,
 * rotated when open) keeps its rotation: the two compose.
 */
const mirrorInRightToLeft = (theme: Theme) => (theme.direction === 'rtl' ? { scale: '-1 1' } : {});

const mirrored = (Icon: SvgIconComponent): SvgIconComponent => {
    const Mirrored = forwardRef<SVGSVGElement, SvgIconProps>(({ sx, ...props }, ref) => (
        <Icon ref={ref} {...props} sx={[mirrorInRightToLeft, ...(Array.isArray(sx) ? sx : [sx])]} />
    ));
    return Object.assign(Mirrored, { muiName: Icon.muiName }) as unknown as SvgIconComponent;
};

/**
 * The icons that point along the line of reading (Material's right-to-left guidance: arrows,
 * chevrons, exit/enter, undo/redo, send, lists): right to left (fa_IR) they are mirrored, so "back"
 * points where the reader came from and the breadcrumb's separator points onward. Import these,
 * never the plain @mui/icons-material ones (directionalIcons.test.ts holds src to that). Icons MUI
 * turns itself (pagination's arrows, tabs' scroll buttons) and symmetric ones are not here.
 */
export const ArrowBack = mirrored(ArrowBackIcon);
export const ArrowForward = mirrored(ArrowForwardIcon);
export const ChevronLeft = mirrored(ChevronLeftIcon);
export const ChevronRight = mirrored(ChevronRightIcon);
export const ExitToApp = mirrored(ExitToAppIcon);
export const Input = mirrored(InputIcon);
export const KeyboardReturn = mirrored(KeyboardReturnIcon);
export const Launch = mirrored(LaunchIcon);
export const List = mirrored(ListIcon);
export const Login = mirrored(LoginIcon);
export const NavigateNext = mirrored(NavigateNextIcon);
export const OpenInNew = mirrored(OpenInNewIcon);
export const Redo = mirrored(RedoIcon);
export const Send = mirrored(SendIcon);
export const Undo = mirrored(UndoIcon);
