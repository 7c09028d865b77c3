package adjudicator.command.api;

import adjudicator.engine.Color;

import java.util.List;

/** The players a penalty or an award of time is for: one of them, or both. */
public enum Party {
    WHITE, BLACK, BOTH;

    public static Party of(Color color) {
        return color == Color.WHITE ? WHITE : BLACK;
    }

    /** The players it names, White first. */
    public List<Color> colors() {
        return switch (this) {
            case WHITE -> List.of(Color.WHITE);
            case BLACK -> List.of(Color.BLACK);
            case BOTH -> List.of(Color.WHITE, Color.BLACK);
        };
    }

    /** The one player it names; null for both. */
    public Color color() {
        return this == BOTH ? null : colors().get(0);
    }
}
