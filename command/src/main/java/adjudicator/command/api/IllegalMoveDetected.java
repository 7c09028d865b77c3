package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The most recent illegal move not yet dealt with was reported by {@code actor} and found (2005 7.4a;
 * RF 2013 7.4.1; 2017/2023 7.5.1): {@code offender}'s move number {@code ply} (1-based, in the line on
 * the board), {@code uci}, illegal for {@code reason}. {@code completed} says whether its clock had been
 * pressed; where the edition counts only completed illegal moves, one not completed is replaced
 * without penalty and {@code count} is null. Otherwise {@code count} is how many illegal moves the
 * offender has now made. The position before it follows as {@link PositionRestored}, then the penalty.
 * {@code timeWaivedBy} names the commentary under which the opponent is given no time although the
 * text gives it (the RCF commentary to 2005 7.4a: an illegal move the opponent answered without seeing
 * it); null where the text applies. Revision 2 added it; revision 1 reads as null.
 */
@Revision("2")
public record IllegalMoveDetected(String gameId, Instant at, Actor actor, Color offender, int ply, String uci,
                                  String reason, String article, boolean completed, Integer count, Edition rules,
                                  String timeWaivedBy) implements GameEvent {

    /** An illegal move whose penalty is the edition's text's (revision 1 had no {@code timeWaivedBy}). */
    public IllegalMoveDetected(String gameId, Instant at, Actor actor, Color offender, int ply, String uci, String reason,
                               String article, boolean completed, Integer count, Edition rules) {
        this(gameId, at, actor, offender, ply, uci, reason, article, completed, count, rules, null);
    }
}
