package adjudicator.command.state;

import adjudicator.engine.Color;
import adjudicator.engine.Move;

import java.util.List;

/**
 * A binding on {@code player}'s next move: only {@code allowed} may be made, under {@code article}
 * (the intended move of an incorrect claim, 2005 9.5b; the replacement of an illegal move, 4.3 via
 * 7.4a; a touch-move obligation kept in force after a claim, 4.7). {@code touched}: the men that
 * count as touched, as the record names them.
 */
public record Obligation(Color player, List<Move> allowed, String article, List<String> touched) {
    public Obligation {
        allowed = List.copyOf(allowed);
        touched = touched == null ? List.of() : List.copyOf(touched);
    }
}
