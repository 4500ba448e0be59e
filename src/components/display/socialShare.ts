export interface ShareContent {
    shareTitle?: string;
    shareText?: string;
    shareLink?: string;
    shareHashTags?: string;
}

const LOCAL_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1\]|::1)$/i;

/** Links worth sharing: present and not pointing at this machine. */
export const isShareableLink = (link: string | null | undefined): boolean => {
    if (!link) return false;
    try {
        return !LOCAL_HOSTS.test(new URL(link).hostname);
    } catch {
        return false;
    }
};

const encoded = (value: string | undefined) => encodeURIComponent(value ?? '');

/** The four networks ThingsBoard shares to, and their share addresses. */
export const SHARE_TARGETS: ReadonlyArray<{ network: string; url: (content: ShareContent) => string }> = [
    { network: 'Facebook', url: ({ shareLink }) => `https://www.facebook.com/sharer/sharer.php?u=${encoded(shareLink)}` },
    {
        network: 'Twitter',
        url: ({ shareLink, shareText, shareHashTags }) =>
            `https://twitter.com/intent/tweet?url=${encoded(shareLink)}&text=${encoded(shareText)}&hashtags=${encoded(shareHashTags)}`,
    },
    { network: 'Linkedin', url: ({ shareLink, shareTitle }) => `https://www.linkedin.com/shareArticle?mini=true&url=${encoded(shareLink)}&title=${encoded(shareTitle)}` },
    { network: 'Reddit', url: ({ shareLink, shareTitle }) => `https://www.reddit.com/submit?url=${encoded(shareLink)}&title=${encoded(shareTitle)}` },
];
