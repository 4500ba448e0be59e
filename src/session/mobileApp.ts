interface MobileBridge {
    callHandler(name: string, ...args: unknown[]): unknown;
}

const bridge = () =>
    (window as unknown as { flutter_inappwebview?: MobileBridge }).flutter_inappwebview;

/** Inside the mobile app's webview, which opens dashboards in the console. */
export const isMobileApp = () => bridge() !== undefined;

/** The app navigates by itself to anything but a dashboard. */
export const handOverToMobileApp = (pathname: string, search: string) =>
    bridge()?.callHandler('tbMobileNavigationHandler', pathname, Object.fromEntries(new URLSearchParams(search)));
