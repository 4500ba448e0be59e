/**
 * The box author HTML (cards, dialog messages) is drawn in, and never out of: layout containment
 * makes it the containing block of `position: fixed` and absolute descendants, paint containment
 * clips whatever a negative margin, a transform or a sticky offset pushes past its edge, and
 * isolation keeps any z-index inside (issue #20.6: a fixed layer at the top z-index covered the
 * whole console).
 */
export const authorHtmlBox = {
    contain: 'layout paint',
    isolation: 'isolate',
    overflow: 'hidden',
} as const;
