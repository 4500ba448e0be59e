import { sharedDataKeySandbox } from '../postProcessing/sharedSandbox';
import { callMobileActionHandler, isMobileApp } from '../../session/mobileApp';
import type { MobileActionResult, MobileActionRuntime } from './mobileActions';

/** Runs an action callback in the data key sandbox (never in the page): its result, or its error thrown. */
export const runInSandbox = async (body: string, args: Record<string, unknown>): Promise<unknown> => {
    const [result] = await sharedDataKeySandbox().run([{ kind: 'call', body, argNames: Object.keys(args), args: Object.values(args) }]);
    if (result?.error) throw new Error(result.error);
    return result?.value;
};

/** The dashboards' mobile action runtime: the app's bridge when the console runs inside the app. */
export const mobileActionRuntime = (): MobileActionRuntime => ({
    callApp: isMobileApp() ? (type, ...args) => callMobileActionHandler(type, ...args) as Promise<MobileActionResult | null> : null,
    run: runInSandbox,
});
