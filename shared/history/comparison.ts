/** How one named part differs between two versions. */
export type ChangeKind = 'added' | 'removed' | 'changed';

/** One part of a document (a widget, a state, a rule node…) that differs, named as a person knows it. */
export interface NamedChange {
    kind: ChangeKind;
    /** The part's id in the document (a widget's id, a rule node's id), stable across versions. */
    id: string;
    name: string;
    /** For a changed part: the paths inside it that differ (`config.title`), for a tooltip. */
    paths?: string[];
}

/** The changes of one kind of part: states, widgets, aliases, nodes, links, fields. */
export interface ChangeSection {
    /** A key of the section's label (`history.section.widgets`). */
    section: string;
    changes: NamedChange[];
}

/** What a compare shows: sections of named changes, and the plain JSON changes of what they do not cover. */
export interface DocumentComparison {
    sections: ChangeSection[];
    /** Every leaf that differs, for the JSON view; empty when the two documents are equal. */
    json: JsonChange[];
}

/** One leaf (or subtree) that differs, at a dotted path (`configuration.states.default.name`). */
export interface JsonChange {
    kind: ChangeKind;
    path: string;
    before?: unknown;
    after?: unknown;
}

export const countChanges = (comparison: DocumentComparison): number =>
    comparison.sections.reduce((total, section) => total + section.changes.length, 0) || comparison.json.length;
