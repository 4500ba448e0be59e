import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HighlightedText } from './HighlightedText';
import type { RankedItem } from './paletteItems';
import { KeyboardReturn } from '../display/directionalIcons';

/** The DOM id of an entry's option, named by the field's aria-activedescendant. */
export const optionDomId = (itemId: string) => `command-palette-option-${itemId}`;

/** One entry: icon, name with the matched parts in bold, and its type or group on the right. */
export const PaletteOption = ({ item, active, onPoint, onChoose }: { item: RankedItem; active: boolean; onPoint: () => void; onChoose: () => void }) => (
    <Box
        role="option"
        id={optionDomId(item.id)}
        aria-selected={active}
        // Pointer movement, not entering: a list scrolled by the keys under a resting pointer keeps its option.
        onMouseMove={active ? undefined : onPoint}
        // The field keeps the focus.
        onMouseDown={event => event.preventDefault()}
        onClick={onChoose}
        sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            mx: 1,
            px: 1.5,
            py: 1,
            borderRadius: 1,
            cursor: 'pointer',
            bgcolor: active ? 'action.selected' : undefined,
        }}
    >
        <item.icon fontSize="small" color={active ? 'primary' : 'action'} />
        <Typography component="span" noWrap sx={{ flex: 1, minWidth: 0 }}>
            <HighlightedText text={item.label} ranges={item.ranges} />
        </Typography>
        {item.detail && (
            <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ flexShrink: 0, maxWidth: '40%' }}>
                {item.detail}
            </Typography>
        )}
        <KeyboardReturn fontSize="small" color="action" sx={{ visibility: active ? 'visible' : 'hidden', display: { xs: 'none', sm: 'block' } }} />
    </Box>
);
