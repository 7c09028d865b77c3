package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * A game was set up under one edition of the Laws, which it keeps for life (domain map principle 4).
 * {@code at} is the device instant if the client gave one, else null: setting up a game is not play,
 * and the device time of play starts with the first command that carries it.
 * {@code quickplayFinishAnnounced} is true when the event announced the quickplay-finish guidelines
 * (FIDE 2017/2023 Guidelines III), null or false otherwise.
 */
@Revision("1")
public record GameCreated(String gameId, Instant at, Actor actor,
                          String white, String black, String event, String site, String round, Integer board,
                          Edition rules, String timeControl, String startFen, Boolean quickplayFinishAnnounced)
        implements GameEvent {

    /** A game whose event did not announce the quickplay-finish guidelines (null in events stored before the field). */
    public GameCreated(String gameId, Instant at, Actor actor, String white, String black, String event, String site,
                       String round, Integer board, Edition rules, String timeControl, String startFen) {
        this(gameId, at, actor, white, black, event, site, round, board, rules, timeControl, startFen, null);
    }
}
