package adjudicator.command.api;

import adjudicator.engine.Color;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * A move was made on the board (2005 4.6): a fact, recorded even when it breaks a rule. {@code legal}
 * false flags an illegal move, with the reason and the article it breaks (domain map principle 1);
 * {@code san} is null for an illegal move, which has no standard algebraic form. {@code fenAfter} is
 * the position on the board after it, kept for the audit trail; projections recompute it by replay.
 */
@Revision("1")
public record MoveMade(String gameId, Instant at, Actor actor, Color player, String uci, String san,
                       boolean legal, String reason, String article, String fenAfter) implements GameEvent {

    /** A legal move, with its SAN. */
    public static MoveMade legal(String gameId, Instant at, Actor actor, Color player, String uci, String san,
                                 String fenAfter) {
        return new MoveMade(gameId, at, actor, player, uci, san, true, null, null, fenAfter);
    }

    /** An illegal move made on the board, with why and the article it breaks; it has no SAN. */
    public static MoveMade illegal(String gameId, Instant at, Actor actor, Color player, String uci, String reason,
                                   String article, String fenAfter) {
        return new MoveMade(gameId, at, actor, player, uci, null, false, reason, article, fenAfter);
    }
}
