/**
 * What a save of a dashboard's customers changes: the customers to add and those to remove,
 * sent as such (POST /api/dashboard/{id}/customers/add and /remove) so that two people editing
 * the list at once each change only what they changed.
 */
export const customerChanges = (before: readonly string[], after: readonly string[]): { add: string[]; remove: string[] } => ({
    add: after.filter(id => !before.includes(id)),
    remove: before.filter(id => !after.includes(id)),
});
