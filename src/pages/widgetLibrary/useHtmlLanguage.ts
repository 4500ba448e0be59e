import { useEffect, useState } from 'react';

// The shared Monaco setup registers the console's usual languages; HTML is needed by the widget
// editor only, so it registers here, once, with the editor's first HTML tab.
let registration: Promise<unknown> | null = null;
let registered = false;

/** True once Monaco knows HTML: an editor created before would stay plain text. */
export function useHtmlLanguage(): boolean {
    const [ready, setReady] = useState(registered);
    useEffect(() => {
        if (ready) return;
        registration ??= import('monaco-editor/languages/definitions/html/register').then(() => (registered = true));
        let current = true;
        void registration.then(() => current && setReady(true));
        return () => {
            current = false;
        };
    }, [ready]);
    return ready;
}
