/// <reference lib="webworker" />
// The JS function editors' check: the person's body is compiled and run here, never in the page,
// whose script policy forbids eval (this file's name gets the worker policy, which allows it).
import { checkJsFunction } from './jsFunction';
import type { JsCheckAnswer, JsCheckRequest } from './jsFunctionCheck';

const scope = self as unknown as DedicatedWorkerGlobalScope;
// Bound before any body runs, so the answer goes out however the body treats the global.
const reply = scope.postMessage.bind(scope);

const answer = (message: JsCheckAnswer) => reply(message);

scope.onmessage = (event: MessageEvent<JsCheckRequest>) => {
    answer({ started: true });
    answer({ problem: checkJsFunction(event.data.body, event.data.check) });
};
