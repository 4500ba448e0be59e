/** What a file input keeps of a file (part 2 §3.1, §5.1). */
export interface PickedFile {
    fileName: string;
    content: string;
}

/** Files are filtered by an allowed-extensions comma list when one is given ('json, .csv'). */
export const extensionAllowed = (fileName: string, extensions?: string): boolean => {
    if (!extensions?.trim()) return true;
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
    return extensions.split(',').some(allowed => allowed.trim().replace(/^\./, '').toLowerCase() === extension);
};

export type ReadAs = 'text' | 'dataUrl';

/** The file's content; a read failure yields empty content, which the inputs silently ignore. */
export const readFile = (file: Blob, as: ReadAs): Promise<string> =>
    new Promise(resolve => {
        const reader = new FileReader();
        reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
        reader.onerror = () => resolve('');
        try {
            if (as === 'text') reader.readAsText(file);
            else reader.readAsDataURL(file);
        } catch {
            resolve('');
        }
    });

/** A file the input takes, or null to ignore it: filtered by extension, empty content ignored. */
export const pickFile = async (file: File, options: { extensions?: string; readAs: ReadAs }): Promise<PickedFile | null> => {
    if (!extensionAllowed(file.name, options.extensions)) return null;
    const content = await readFile(file, options.readAs);
    return content === '' ? null : { fileName: file.name, content };
};

export type ImageCheck = { ok: true } | { ok: false; reason: 'too-large' | 'not-image' };

/** Images: larger than the limit are refused with an alert; content must be a data:image/ URL. */
export const checkImageSize = (size: number, maxSizeBytes?: number): ImageCheck =>
    maxSizeBytes !== undefined && maxSizeBytes > 0 && size > maxSizeBytes ? { ok: false, reason: 'too-large' } : { ok: true };

export const isImageDataUrl = (content: string): boolean => content.startsWith('data:image/');

/** Part 2 §9: drop areas are 100 px high, image previews at most 98 px. */
export const DROP_AREA_HEIGHT = 100;
export const IMAGE_PREVIEW_MAX = 98;
