interface MobileBridge {
    callHandler(name: string, ...args: unknown[]): unknown;
}

const bridge = () =>
    (window as unknown as { flutter_inappwebview?: MobileBridge }).flutter_inappwebview;

/** The app's handler of widget mobile actions (ThingsBoard's tbMobileHandler): the type, then its arguments. */
export const MOBILE_ACTION_HANDLER = 'tbMobileHandler';

/** Inside the mobile app's webview, which opens dashboards in the console. */
export const isMobileApp = () => bridge() !== undefined;

/** The app navigates by itself to anything but a dashboard. */
export const handOverToMobileApp = (pathname: string, search: string) =>
    bridge()?.callHandler('tbMobileNavigationHandler', pathname, Object.fromEntries(new URLSearchParams(search)));

/**
 * Hands a widget's mobile action to the app and answers what it reports; null outside the app
 * (ThingsBoard's handleWidgetMobileAction).
 */
export const callMobileActionHandler = async (type: string, ...args: unknown[]): Promise<unknown> => {
    const app = bridge();
    return app ? await app.callHandler(MOBILE_ACTION_HANDLER, type, ...args) : null;
};
