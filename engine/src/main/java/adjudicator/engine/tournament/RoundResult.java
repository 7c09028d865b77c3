package adjudicator.engine.tournament;

import java.util.Arrays;

/**
 * What a player got in one round, as the Tournament Report File codes it (FIDE Handbook C.04 Annex 2,
 * TRF16): a game played over the board and rated ({@code 1 = 0}), played but not rated ({@code W D L},
 * e.g. a game that lasted less than one move), won or lost by forfeit ({@code + -}), and the byes: a
 * half-point and a full-point bye a player asked for ({@code H F}), the pairing-allocated bye of an odd
 * number of players ({@code U}), and a zero-point bye, an absence announced in advance ({@code Z}).
 * {@link #NOT_PAIRED} is a round the player was not in the pairings at all (a late entry before he
 * joined, a withdrawn player after he left), written as a blank; {@link #PENDING} a game paired whose
 * result is not in yet, written with its opponent and colour and a blank result.
 */
public enum RoundResult {
    WIN('1', Kind.WIN, true),
    DRAW('=', Kind.DRAW, true),
    LOSS('0', Kind.LOSS, true),
    UNRATED_WIN('W', Kind.WIN, true),
    UNRATED_DRAW('D', Kind.DRAW, true),
    UNRATED_LOSS('L', Kind.LOSS, true),
    FORFEIT_WIN('+', Kind.WIN, false),
    FORFEIT_LOSS('-', Kind.LOSS, false),
    HALF_POINT_BYE('H', Kind.DRAW, false),
    FULL_POINT_BYE('F', Kind.WIN, false),
    PAIRING_ALLOCATED_BYE('U', Kind.WIN, false),
    ZERO_POINT_BYE('Z', Kind.LOSS, false),
    NOT_PAIRED(' ', Kind.LOSS, false),
    /** A game paired whose result is not known yet (a round in progress): counts for nothing until it is. */
    PENDING('?', Kind.LOSS, false);

    /** The points a result gives, before the competition's scoring turns them into its own. */
    public enum Kind { WIN, DRAW, LOSS }

    private final char code;
    private final Kind kind;
    private final boolean played;

    RoundResult(char code, Kind kind, boolean played) {
        this.code = code;
        this.kind = kind;
        this.played = played;
    }

    /** The TRF code. */
    public char code() {
        return code;
    }

    public Kind kind() {
        return kind;
    }

    /** Whether a game was played over the board (the tie-break regulations' played game). */
    public boolean played() {
        return played;
    }

    /** Whether it has an opponent: a game played or forfeited (a bye and an unpaired round have none). */
    /** Whether the game counts for rating, as far as its code tells: played, and not W, D or L (less than a move). */
    public boolean rated() {
        return played && this != UNRATED_WIN && this != UNRATED_DRAW && this != UNRATED_LOSS;
    }

    public boolean hasOpponent() {
        return played || this == FORFEIT_WIN || this == FORFEIT_LOSS || this == PENDING;
    }

    /** The result of a TRF code. */
    public static RoundResult ofCode(char code) {
        char c = code == '½' ? '=' : code;
        return Arrays.stream(values()).filter(r -> r.code == Character.toUpperCase(c)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("'" + code + "' is not a TRF result code"));
    }

    /** The result the opponent got in the same game (a bye has no opponent). */
    public RoundResult opponents() {
        return switch (this) {
            case WIN -> LOSS;
            case DRAW -> DRAW;
            case LOSS -> WIN;
            case UNRATED_WIN -> UNRATED_LOSS;
            case UNRATED_DRAW -> UNRATED_DRAW;
            case UNRATED_LOSS -> UNRATED_WIN;
            case FORFEIT_WIN -> FORFEIT_LOSS;
            case FORFEIT_LOSS -> FORFEIT_WIN;
            case PENDING -> PENDING;
            default -> throw new IllegalStateException(this + " has no opponent");
        };
    }
}
