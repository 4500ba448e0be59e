/** Hands a Blob to the browser as a downloaded file (exports of lists, widgets, profiles, dashboards, rule chains). */
export const saveFile = (blob: Blob, fileName: string): void => {
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    // The download has taken the data once the click's task ended.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Saves a JSON text (an exported profile, dashboard or rule chain) as a downloaded file. */
export const downloadJson = (fileName: string, text: string): void => saveFile(new Blob([text], { type: 'application/json' }), fileName);
