package adjudicator.command.api;

import adjudicator.engine.Color;

/** Who did something: a player, the arbiter, or the system for automatic detections (domain map, "Actors"). */
public enum Actor {
    WHITE, BLACK, ARBITER, SYSTEM,
    /** The appeals committee, whose decisions change a game after it (appeals). */
    APPEALS_COMMITTEE,
    /** The record a game was imported from (a PGN file): what it says happened, attributed to it (docs/import.md). */
    SOURCE;

    public static Actor of(Color color) {
        return color == Color.WHITE ? WHITE : BLACK;
    }
}
