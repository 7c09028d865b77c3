package adjudicator.command.api;

/** What the arbiter decides of a game's result under 8.7. */
public enum ResultDecision {
    /** The result both players signed stands (it must be the same on both scoresheets). */
    SIGNED,
    /** The result of the record stands (the one the Laws' rulings gave). */
    RECORDED,
    /** Another result, which he states with his reason. */
    OTHER
}
