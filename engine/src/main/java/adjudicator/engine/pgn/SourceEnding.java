package adjudicator.engine.pgn;

import java.util.List;
import java.util.Locale;

/**
 * How a game ended by its source's account: a PGN's result marker and its {@code Termination} tag
 * read as what happened at the board, a fact attributed to the source (the record's own Laws may
 * judge it otherwise). The tag's values are those of the PGN standard (9.8.1: "abandoned",
 * "adjudication", "death", "emergency", "normal", "rules infraction", "time forfeit",
 * "unterminated"), which lichess writes capitalised, and the sentences other sources write
 * ("White won by resignation", "Game drawn by repetition", "Black won on time", "White won - game
 * abandoned", "Game drawn by timeout vs insufficient material"); the table is {@link #RULES}, in
 * docs/engine.md. A tag that none of them matches is kept as written with {@link Kind#UNKNOWN}: the
 * result alone is then the source's account.
 *
 * @param kind        what the source says happened
 * @param result      the result marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 * @param termination the {@code Termination} tag as written, or null
 */
public record SourceEnding(Kind kind, String result, String termination) {

    /** What a source says ended the game. */
    public enum Kind {
        /** Mate on the board (5.1.1). */
        CHECKMATE,
        /** Stalemate on the board (5.2.1). */
        STALEMATE,
        /** A position in which neither player can mate, as the source names it ("insufficient material"). */
        INSUFFICIENT_MATERIAL,
        /** The standard's "normal": ended at the board (mate, stalemate, a resignation or an agreement), which of them unsaid. */
        AT_THE_BOARD,
        RESIGNATION,
        AGREEMENT,
        /** A draw by repetition of the position (a claim under 9.2, or the fivefold repetition). */
        REPETITION,
        /** A draw under the fifty-move rule (a claim under 9.3, or the seventy-five moves). */
        FIFTY_MOVES,
        /** A flag fell ("time forfeit"): a loss, or a draw where the opponent could not mate. */
        TIME_FORFEIT,
        /** The game was not played out: abandoned, a player absent, a default. */
        FORFEIT,
        /** The arbiter's decision on an infraction of the rules (illegal moves, a device, a refusal). */
        RULES_INFRACTION,
        /** The arbiter's (or an adjudicator's) decision on the result. */
        ADJUDICATION,
        /** Stopped by an emergency, or by a player's death: the result is the organisers' decision. */
        EMERGENCY,
        /** Not ended ({@code *}, "unterminated"). */
        UNTERMINATED,
        /** No tag, or one the table does not know: only the result is the source's. */
        UNKNOWN
    }

    /** One rule of the table: a tag containing {@code words} (lower case) means {@code kind}; the first rule that matches wins. */
    public record Rule(String words, Kind kind) {
    }

    /**
     * The table, in the order it is tried (the more precise first: "timeout vs insufficient material"
     * is a flag fall, "won by checkmate" a mate). A tag is compared in lower case, its runs of spaces as one.
     */
    public static final List<Rule> RULES = List.of(
            new Rule("timeout vs insufficient", Kind.TIME_FORFEIT),
            new Rule("checkmate", Kind.CHECKMATE),
            new Rule("stalemate", Kind.STALEMATE),
            new Rule("resign", Kind.RESIGNATION),
            new Rule("agree", Kind.AGREEMENT),
            new Rule("repetition", Kind.REPETITION),
            new Rule("50-move", Kind.FIFTY_MOVES),
            new Rule("50 move", Kind.FIFTY_MOVES),
            new Rule("fifty", Kind.FIFTY_MOVES),
            new Rule("75-move", Kind.FIFTY_MOVES),
            new Rule("insufficient material", Kind.INSUFFICIENT_MATERIAL),
            new Rule("time forfeit", Kind.TIME_FORFEIT),
            new Rule("on time", Kind.TIME_FORFEIT),
            new Rule("timeout", Kind.TIME_FORFEIT),
            new Rule("flag", Kind.TIME_FORFEIT),
            new Rule("abandon", Kind.FORFEIT),
            new Rule("forfeit", Kind.FORFEIT),
            new Rule("default", Kind.FORFEIT),
            new Rule("no show", Kind.FORFEIT),
            new Rule("rules infraction", Kind.RULES_INFRACTION),
            new Rule("illegal", Kind.RULES_INFRACTION),
            new Rule("adjudicat", Kind.ADJUDICATION),
            new Rule("arbiter", Kind.ADJUDICATION),
            new Rule("emergency", Kind.EMERGENCY),
            new Rule("death", Kind.EMERGENCY),
            new Rule("unterminated", Kind.UNTERMINATED),
            new Rule("normal", Kind.AT_THE_BOARD));

    /**
     * The source's ending of a game whose result marker is {@code result} and whose
     * {@code Termination} tag is {@code termination} (null when it has none). A {@code *} result is
     * unterminated whatever the tag says: the source gives no result.
     */
    public static SourceEnding of(String result, String termination) {
        if ("*".equals(result)) {
            return new SourceEnding(Kind.UNTERMINATED, result, termination);
        }
        if (termination == null || termination.isBlank()) {
            return new SourceEnding(Kind.UNKNOWN, result, termination);
        }
        String text = termination.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        for (Rule rule : RULES) {
            if (text.contains(rule.words())) {
                return new SourceEnding(rule.kind(), result, termination);
            }
        }
        return new SourceEnding(Kind.UNKNOWN, result, termination);
    }

    /** The source's ending of {@code game}: its result marker and its {@code Termination} tag. */
    public static SourceEnding of(PgnGame game) {
        return of(game.result(), game.tag("Termination").orElse(null));
    }
}
