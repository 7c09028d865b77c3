package adjudicator.app.access;

/**
 * Who an account is, as the contract's Access section names them. What each may do is in
 * {@link AccessPolicy}, and only there.
 */
public enum Role {
    /** Everything, and alone manages accounts and projections. */
    ADMIN,
    /** The arbiter of the events the account names (or of all): creates their games, sends them every command, reads them. */
    ARBITER,
    /** An electronic board or clock bound to one game, or to one event, round and board: moves, presses, starts and stops the clocks. */
    DEVICE,
    /**
     * A relay of a round's e-boards (LiveChess Cloud followed, docs/import.md): moves, presses, starts and stops the clocks
     * of every game of one event's round (its {@code event} and {@code round}); reads those games.
     */
    RELAY,
    /** An appeals committee of the events the account names (or of all): reads everything of their games. */
    APPEALS,
    /** Reads every game, event and player: views, events, timelines, scoresheets, PGN, records, live streams. */
    READER
}
