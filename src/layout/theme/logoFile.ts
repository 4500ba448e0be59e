import { LOGO_MAX_BYTES, LOGO_TYPES } from './tenantBranding';

export type LogoFileResult = { logo: string } | { error: 'admin.logo-wrong-type' | 'admin.logo-too-large'; sizeKb?: number };

/** A picked logo file as a data URL, or why it is refused (PNG, SVG or JPEG, at most 256 KB). */
export const readLogoFile = (file: File): Promise<LogoFileResult> => {
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return Promise.resolve({ error: 'admin.logo-wrong-type' });
    if (file.size > LOGO_MAX_BYTES) return Promise.resolve({ error: 'admin.logo-too-large', sizeKb: Math.ceil(file.size / 1024) });
    return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve({ logo: String(reader.result) });
        reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
        reader.readAsDataURL(file);
    });
};
