package adjudicator.command.state;

import adjudicator.engine.Color;
import adjudicator.engine.Move;

import java.util.List;

/**
 * A move that broke its binding: who made it, on which half-move ({@code ply}, counted from 1), the
 * move, what could have been made, under which article, the men touched; and whether the opponent may
 * still claim it ({@code claimable}: until he deliberately touches a man himself, 2005 4.7; 2017 4.8).
 */
public record Breach(Color player, int ply, String uci, List<Move> allowed, String article, List<String> touched,
                     boolean claimable) {
    public Breach {
        allowed = List.copyOf(allowed);
        touched = touched == null ? List.of() : List.copyOf(touched);
    }

    /** A breach just made: the opponent may claim it. */
    public static Breach claimable(Color player, int ply, String uci, List<Move> allowed, String article, List<String> touched) {
        return new Breach(player, ply, uci, allowed, article, touched, true);
    }

    Breach lost() {
        return new Breach(player, ply, uci, allowed, article, touched, false);
    }
}
