package adjudicator.command.api;

/** Where a game stands, as the contract names it. */
public enum GameStatus {
    NOT_STARTED, IN_PROGRESS, FINISHED, ANNULLED
}
