/** The console (react-admin and everything behind sign-in) is a separate chunk. */
export const loadAdminApp = () => import('./AdminApp');
