package adjudicator.command.process;

import adjudicator.command.api.GameAnnulledOnAppeal;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.command.tournament.TournamentState;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DisallowReplay;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.messaging.MetaData;
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
        String what = "the replay of game " + annulled.gameId();
        TournamentBoards.Located located = boards.forConsequence(annulled.gameId(), what).orElse(null);
        if (located == null) {
            return; // a game of no tournament (or its board has a new game already): the replay is the arbiter's to set up
        }
        TournamentState.RoundBoard b = located.board();
        consequences.sendOrLogRefusal(new TournamentCommands.OrderReplay(located.tournament().tournamentId(), annulled.at(),
                        b.round().number(), b.board().pairing().board(), annulled.gameId(), annulled.appealId()),
                "game:" + annulled.gameId() + ":" + seq + ":replay", Consequences.cause(annulled.gameId(), seq), meta, what);
    }
}
