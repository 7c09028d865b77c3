package adjudicator.app.access;

/** Where a game belongs, as it was created: what the scope of an account is compared with. */
public record GameScope(String gameId, String event, String round, Integer board) {
}
