package adjudicator.engine.pgn;

import java.util.Objects;

/**
 * One tag pair of a PGN game, e.g. {@code [White "Carlsen, Magnus"]}: the name and the value without
 * quotes and with the escapes {@code \\} and {@code \"} resolved.
 */
public record PgnTag(String name, String value) {

    public PgnTag {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
    }
}
