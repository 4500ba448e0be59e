/** Units of 1024 and the decimals ThingsBoard shows for each (part 2 §9). */
const UNITS: ReadonlyArray<{ unit: string; decimals: number }> = [
    { unit: 'B', decimals: 0 },
    { unit: 'KB', decimals: 1 },
    { unit: 'MB', decimals: 1 },
    { unit: 'GB', decimals: 1 },
    { unit: 'TB', decimals: 2 },
    { unit: 'PB', decimals: 2 },
];

/** A byte count in the largest unit it reaches: 1536 → '1.5 KB'. */
export const formatFileSize = (bytes: number): string => {
    let value = bytes;
    let step = 0;
    while (Math.abs(value) >= 1024 && step < UNITS.length - 1) {
        value /= 1024;
        step += 1;
    }
    const { unit, decimals } = UNITS[step];
    return `${value.toFixed(decimals)} ${unit}`;
};
