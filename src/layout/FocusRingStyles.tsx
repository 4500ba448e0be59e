import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/**
 * A visible ring on whatever the keyboard focuses (WCAG 2.4.7). MUI only pulses a faint ripple
 * on a focused button and nothing on links, so every control gets an outline in its own text
 * colour (white on the app bar, primary on a page); filled buttons get the primary colour
 * around them. Items inside menus, lists, tabs and tables draw it inside, where no scrolling
 * container clips it. Text fields keep MUI's focused border. Nested under body so the rules
 * outrank the `outline: 0` of MUI's ButtonBase. Mounted by the console shell; the sign-in pages,
 * whose bundle may not grow, keep MUI's own marks (the ripple, the link's ring, the field border).
 */
const focusRing = (theme: Theme) => ({
    body: {
        // Not [tabindex="-1"]: what only scripts focus (a dialog's container, a menu list) is no control.
        // No selector here outweighs the rules below (at most two classes' worth), so they refine it.
        '.Mui-focusVisible, a:focus-visible, button:focus-visible, [tabindex="0"]:focus-visible': {
            outline: '2px solid currentColor',
            outlineOffset: 2,
        },
        '.MuiButton-contained.Mui-focusVisible, .MuiFab-root.Mui-focusVisible': {
            outlineColor: theme.palette.primary.main,
        },
        [[
            '.MuiMenuItem-root.Mui-focusVisible',
            '.MuiListItemButton-root.Mui-focusVisible',
            '.MuiTab-root.Mui-focusVisible',
            '.MuiTableCell-root .Mui-focusVisible',
        ].join(', ')]: {
            outlineOffset: -2,
        },
        // A table row's outline loses its sides to the cells: an inset shadow draws all four.
        '.MuiTableRow-root:focus-visible': {
            outline: 'none',
            boxShadow: 'inset 0 0 0 2px currentColor',
        },
        // The field's border shows its focus.
        '.MuiInputBase-root .MuiInputBase-input:focus-visible': {
            outline: 'none',
        },
    },
});

export const FocusRingStyles = () => <GlobalStyles styles={focusRing} />;
