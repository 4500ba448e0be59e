import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { formatValue } from '../../runtime/formatValue';

// Styled once: the card re-renders with every value, so its rows carry no per-render styles.
const List = styled('dl')(({ theme }) => ({
    margin: 0,
    padding: theme.spacing(0, 1),
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-evenly',
    '& > div': { minWidth: 0 },
    '& dt': { ...theme.typography.body2, color: theme.palette.text.secondary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& dd': { margin: 0, fontWeight: 500, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
}));
const Empty = styled('div')(({ theme }) => ({ ...theme.typography.body1, color: theme.palette.text.secondary, height: '100%', display: 'grid', placeItems: 'center' }));

/**
 * The latest value of each data key (ThingsBoard's simple card): the value with its decimals and
 * units, large, under its label. Several keys or entities share the card as rows. Each snapshot
 * redraws it, so a value a device posts shows at once.
 */
export const LatestValuesCard = ({ widget, snapshot, height }: WidgetComponentProps) => {
    const translate = useTranslate();
    const rows = snapshot.data.map(({ datasource, dataKey, data }) => ({
        label: dataKeyLabel(datasource, dataKey),
        value: formatValue(data.at(-1)?.[1], dataKey.decimals ?? widget.config.decimals, dataKey.units ?? widget.config.units),
    }));
    if (rows.length === 0 && !snapshot.loading) return <Empty>{translate('widget.no-data-found')}</Empty>;
    // The value's size follows the card's height, as ThingsBoard's card scales its font.
    const fontSize = Math.max(18, Math.min(48, (height / Math.max(rows.length, 1)) * 0.45));
    return (
        <List>
            {rows.map((row, index) => (
                <div key={index}>
                    <dt>{row.label}</dt>
                    <dd data-testid="latest-value" style={{ fontSize }}>
                        {row.value || '–'}
                    </dd>
                </div>
            ))}
        </List>
    );
};
