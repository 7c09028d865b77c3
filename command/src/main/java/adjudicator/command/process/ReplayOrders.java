package adjudicator.command.process;

import adjudicator.command.api.GameAnnulledOnAppeal;
import adjudicator.command.record.RecordFailsVerificationException;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.command.tournament.TournamentState;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DisallowReplay;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.messaging.MetaData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;

/**
 * The process manager of a replay ordered on appeal: a tournament's game annulled with a replay
 * ({@link GameAnnulledOnAppeal#replayOrdered()}) frees its board for a new game of the same pairing, as the
 * tournament's own event citing the appeal. Its command id is derived from the game's event.
 */
@Component
@ProcessingGroup(Consequences.GROUP)
@DisallowReplay
@ConditionalOnProperty(name = "adjudicator.consequences.enabled", havingValue = "true", matchIfMissing = true)
public class ReplayOrders {

    private static final Logger log = LoggerFactory.getLogger(ReplayOrders.class);

    private final Consequences consequences;
    private final TournamentBoards boards;

    public ReplayOrders(Consequences consequences, TournamentBoards boards) {
        this.consequences = consequences;
        this.boards = boards;
    }

    @EventHandler
    void on(GameAnnulledOnAppeal annulled, @SequenceNumber long seq, MetaData meta) {
        if (!annulled.replayOrdered() || !Consequences.attributable(Consequences.cause(annulled.gameId(), seq), meta)) {
            return;
        }
        TournamentBoards.Located located;
        try {
            located = boards.of(annulled.gameId()).orElse(null);
        } catch (RecordFailsVerificationException e) {
            log.error("the replay of game {} is not ordered: a record fails verification ({})", annulled.gameId(), e.getMessage());
            return;
        }
        if (located == null) {
            return; // a game of no tournament (or its board has a new game already): the replay is the arbiter's to set up
        }
        TournamentState.RoundBoard b = located.board();
        try {
            consequences.send(new TournamentCommands.OrderReplay(located.tournament().tournamentId(), annulled.at(), b.round().number(),
                    b.board().pairing().board(), annulled.gameId(), annulled.appealId()),
                    "game:" + annulled.gameId() + ":" + seq + ":replay", Consequences.cause(annulled.gameId(), seq), meta);
        } catch (RuntimeException e) {
            if (Consequences.rejectionOf(e) == null) {
                throw e;
            }
            log.warn("the replay of game {} was not ordered: {}", annulled.gameId(), Consequences.rejectionOf(e).detail());
        }
    }
}
