package adjudicator.command.api;

import adjudicator.engine.pgn.PgnTag;

import java.util.List;

/**
 * The record an imported game came from, kept with its creation (docs/import.md): the format, the
 * SHA-256 of the file (hex, lower case) and the game's number in it (1 for the first), the game's
 * identity (what makes a second import of it the same game), whether the source gave its clocks, every
 * tag as written (those the record does not use as well: nothing is dropped), and what the import
 * inferred rather than read (a start instant taken from the date alone, a time control taken from a
 * parameter, a clock comment it could not take as it was). Who imported it is in every event's
 * {@code recordedBy}, as for every command.
 *
 * @param format      {@code PGN}, or {@code LIVECHESS} for a game read from LiveChess Cloud's JSON (its tags made from
 *                    the round's and the tournament's files, docs/import.md)
 * @param sha256      the SHA-256 of the file (or request body) the game was read from ({@code game-M.json} for LIVECHESS)
 * @param gameNumber  the game's number in it, from 1
 * @param identity    the SHA-256 of the game's identity: Event, Site, Date, Round, the players and the moves
 * @param clocksKnown whether the source gave the clocks ({@code [%clk]} or {@code [%emt]} after every move); when false
 *                    the record does not know the clocks, and its moves carry no clock facts
 * @param tags        the tag pairs as written, in order
 * @param notes       what was inferred rather than read, each a sentence; empty when nothing was
 */
public record GameSource(String format, String sha256, int gameNumber, String identity, boolean clocksKnown,
                         List<PgnTag> tags, List<String> notes) {

    public GameSource {
        tags = tags == null ? List.of() : List.copyOf(tags);
        notes = notes == null ? List.of() : List.copyOf(notes);
    }

    /** The value of the first tag of that name, or null. */
    public String tag(String name) {
        return tags.stream().filter(t -> t.name().equals(name)).map(PgnTag::value).findFirst().orElse(null);
    }
}
