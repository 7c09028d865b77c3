package adjudicator.engine.rules;

/** Why a game ended (the causes a federation records). */
public enum Termination {
    CHECKMATE("normal"), RESIGNATION("normal"), STALEMATE("normal"), DEAD_POSITION("normal"), AGREEMENT("normal"),
    THREEFOLD_REPETITION("normal"), FIFTY_MOVE_RULE("normal"), FIVEFOLD_REPETITION("normal"),
    SEVENTY_FIVE_MOVE_RULE("normal"), TIME_FORFEIT("time forfeit"), TIME_FORFEIT_DRAW("time forfeit"),
    BOTH_FLAGS_FALLEN("time forfeit"),
    ILLEGAL_MOVES("rules infraction"), QUICKPLAY_FINISH("adjudication"), ELECTRONIC_DEVICE("rules infraction"),
    PERSISTENT_REFUSAL("rules infraction"), ARBITER_DECISION("adjudication"), FORFEIT("abandoned"),
    ANNULLED("emergency"),
    /** An imported game's result as its source wrote it, the cause unsaid or not one of the above (docs/import.md). */
    RESULT_AS_WRITTEN("normal");

    private final String pgn;

    Termination(String pgn) {
        this.pgn = pgn;
    }

    /** The value of the PGN {@code Termination} tag (PGN standard 9.8.1); the precise cause goes in a comment. */
    public String pgnTag() {
        return pgn;
    }
}
