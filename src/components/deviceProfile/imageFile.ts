/** The device profile image limit: a data URL stored on the profile row. */
export const DEVICE_PROFILE_IMAGE_MAX_BYTES = 512 * 1024;

export const imageRejection = (size: number, maxBytes: number): 'too-large' | null => (maxBytes > 0 && size > maxBytes ? 'too-large' : null);

/** A read failure yields nothing and the file is silently ignored (part2 §5.1). */
export const readFileAsDataUrl = (file: Blob): Promise<string | null> =>
    new Promise(resolve => {
        const reader = new FileReader();
        reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
        reader.onerror = () => resolve(null);
        reader.readAsDataURL(file);
    });
