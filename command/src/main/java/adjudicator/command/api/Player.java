package adjudicator.command.api;

/**
 * A player of a game as its record names him: the name as written on the pairing (FIDE's form is
 * "Lastname, Firstname") and, where known, the FIDE ID by which the rating server and the
 * broadcasts match players. Either may be null; a player known by neither is null.
 */
public record Player(String name, Long fideId) {

    /** The largest FIDE ID the Tournament Report File can hold (its field is 11 digits wide). */
    public static final long MAX_FIDE_ID = 99_999_999_999L;

    /** The player of that name and FIDE ID, or null where both are unknown. */
    public static Player of(String name, Long fideId) {
        return name == null && fideId == null ? null : new Player(name, fideId);
    }

    /** The name of {@code player}, null where there is none. */
    public static String nameOf(Player player) {
        return player == null ? null : player.name();
    }

    /** The FIDE ID of {@code player}, null where there is none. */
    public static Long fideIdOf(Player player) {
        return player == null ? null : player.fideId();
    }
}
