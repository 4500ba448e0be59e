import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The product mark (connected nodes on a rounded tile) followed by the name. */
export const ProductLogo = ({
    size = 40,
    tone = 'brand',
}: {
    size?: number;
    /** 'brand' on light backgrounds, 'inverse' on the primary colour. */
    tone?: 'brand' | 'inverse';
}) => (
    <Box
        sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: size / 40,
            color: tone === 'brand' ? 'primary.main' : 'common.white',
        }}
    >
        <ProductMark size={size} tone={tone} />
        <Typography
            component="span"
            sx={{
                fontSize: size * 0.6,
                fontWeight: 500,
                letterSpacing: '0.01em',
                lineHeight: 1,
            }}
        >
            Thingdeck
        </Typography>
    </Box>
);

const ProductMark = ({
    size,
    tone,
}: {
    size: number;
    tone: 'brand' | 'inverse';
}) => {
    const tile = tone === 'brand' ? '#305680' : '#ffffff';
    const ink = tone === 'brand' ? '#ffffff' : '#305680';
    return (
        <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden>
            <rect width="40" height="40" rx="10" fill={tile} />
            <path
                d="M20 12 L12 27 H28 Z"
                fill="none"
                stroke={ink}
                strokeWidth="2.5"
                strokeLinejoin="round"
                opacity="0.75"
            />
            <circle cx="20" cy="12" r="4.5" fill={ink} />
            <circle cx="12" cy="27" r="4.5" fill={ink} />
            <circle cx="28" cy="27" r="4.5" fill="#8fb3dc" />
        </svg>
    );
};
