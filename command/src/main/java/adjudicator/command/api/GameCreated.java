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
 *
 * <p>Revision 2: {@code white} and {@code black} are {@link Player}s (name and FIDE ID) where revision 1
 * had their names as text; {@link GameCreatedUpcaster} reads revision 1 as revision 2. Revision 3 adds
 * {@code regulations}, the competition's default time and restriction of draws (null: none, as every
 * game stored before had); {@link AddedFieldsUpcaster} reads revision 2 as revision 3. Revision 4 adds {@code source}, the record
 * an imported game came from (null: recorded here, as every game stored before was); revision 3 is read
 * as 4 the same way.
 */
@Revision("4")
public record GameCreated(String gameId, Instant at, Actor actor,
                          Player white, Player black, String event, String site, String round, Integer board,
                          Edition rules, String timeControl, String startFen, Boolean quickplayFinishAnnounced,
                          GameRegulations regulations, GameSource source)
        implements GameEvent {

    /** A game recorded here, from its first command (no source). */
    public GameCreated(String gameId, Instant at, Actor actor, Player white, Player black, String event, String site,
                       String round, Integer board, Edition rules, String timeControl, String startFen,
                       Boolean quickplayFinishAnnounced, GameRegulations regulations) {
        this(gameId, at, actor, white, black, event, site, round, board, rules, timeControl, startFen, quickplayFinishAnnounced,
                regulations, null);
    }

    /** A game under no regulations beyond the edition, the time control and the quickplay finish. */
    public GameCreated(String gameId, Instant at, Actor actor, Player white, Player black, String event, String site,
                       String round, Integer board, Edition rules, String timeControl, String startFen,
                       Boolean quickplayFinishAnnounced) {
        this(gameId, at, actor, white, black, event, site, round, board, rules, timeControl, startFen, quickplayFinishAnnounced,
                null);
    }

    /** Players known by name only. */
    public GameCreated(String gameId, Instant at, Actor actor, String white, String black, String event, String site,
                       String round, Integer board, Edition rules, String timeControl, String startFen,
                       Boolean quickplayFinishAnnounced) {
        this(gameId, at, actor, Player.of(white, null), Player.of(black, null), event, site, round, board, rules,
                timeControl, startFen, quickplayFinishAnnounced);
    }

    /** Players known by name only, in an event that did not announce the quickplay-finish guidelines. */
    public GameCreated(String gameId, Instant at, Actor actor, String white, String black, String event, String site,
                       String round, Integer board, Edition rules, String timeControl, String startFen) {
        this(gameId, at, actor, white, black, event, site, round, board, rules, timeControl, startFen, null);
    }

    /** White's name as the record gives it, null where unknown. */
    public String whiteName() {
        return Player.nameOf(white);
    }

    /** Black's name as the record gives it, null where unknown. */
    public String blackName() {
        return Player.nameOf(black);
    }
}
