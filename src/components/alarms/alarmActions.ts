import { useNotify } from 'react-admin';
import { httpClient } from '../../providers/http/httpClient';

export type AlarmAction = 'acknowledge' | 'clear' | 'delete';

/** How each action reaches the server and what it says when done. */
const ACTIONS: Readonly<Record<AlarmAction, { request: (id: string) => Promise<unknown>; done: string }>> = {
    acknowledge: { request: id => httpClient.request(`/api/alarm/${id}/ack`, { method: 'POST' }), done: 'alarm.acknowledged' },
    clear: { request: id => httpClient.request(`/api/alarm/${id}/clear`, { method: 'POST' }), done: 'alarm.cleared' },
    delete: { request: id => httpClient.request(`/api/alarm/${id}`, { method: 'DELETE' }), done: 'alarm.deleted' },
};

/** The confirmation title and text of an action on several alarms. */
export const CONFIRMATIONS: Readonly<Record<AlarmAction, { title: string; text: string }>> = {
    acknowledge: { title: 'alarm.aknowledge-alarms-title', text: 'alarm.aknowledge-alarms-text' },
    clear: { title: 'alarm.clear-alarms-title', text: 'alarm.clear-alarms-text' },
    delete: { title: 'alarm.delete-alarms-title', text: 'alarm.delete-alarms-text' },
};

/**
 * Runs an action on alarms one after another and reports how many succeeded; failures are shown
 * by the http client as every API error is. `onDone` runs in any case, so the table reads again.
 */
export const useAlarmActions = (onDone: () => void) => {
    const notify = useNotify();
    return async (action: AlarmAction, ids: readonly string[]): Promise<void> => {
        let succeeded = 0;
        for (const id of ids) {
            try {
                await ACTIONS[action].request(id);
                succeeded++;
            } catch {
                // already reported by the http client
            }
        }
        if (succeeded > 0) notify(ACTIONS[action].done, { type: 'info', messageArgs: { smart_count: succeeded } });
        onDone();
    };
};
