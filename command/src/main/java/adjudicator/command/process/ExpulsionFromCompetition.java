package adjudicator.command.process;

import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PenaltyKind;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.command.tournament.TournamentState;
import adjudicator.engine.Color;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DisallowReplay;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.messaging.MetaData;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;

/**
 * The process manager of an expulsion: a player expelled in a game of a tournament (2005 13.4g; RF 2013
 * 14.4.7; 2017/2023 12.9.9) is expelled from the competition, as a new event of the tournament recorded
 * by the account that imposed the penalty, so that he is paired no more and no new game of his is
 * created. It reacts to the game's {@link PenaltyImposed} event, however it was written; its command id
 * is derived from that event, and a player expelled meanwhile (by the arbiter's own ExpelPlayer) is
 * left as he is.
 */
@Component
@ProcessingGroup(Consequences.GROUP)
@DisallowReplay
@ConditionalOnProperty(name = "adjudicator.consequences.enabled", havingValue = "true", matchIfMissing = true)
public class ExpulsionFromCompetition {

    private final Consequences consequences;
    private final TournamentBoards boards;

    public ExpulsionFromCompetition(Consequences consequences, TournamentBoards boards) {
        this.consequences = consequences;
        this.boards = boards;
    }

    @EventHandler
    void on(PenaltyImposed penalty, @SequenceNumber long seq, MetaData meta) {
        if (penalty.penalty() != PenaltyKind.EXPULSION || !Consequences.attributable(Consequences.cause(penalty.gameId(), seq), meta)) {
            return;
        }
        String what = "the expulsion in game " + penalty.gameId();
        TournamentBoards.Located located = boards.forConsequence(penalty.gameId(), what).orElse(null);
        if (located == null) {
            return;
        }
        TournamentState t = located.tournament();
        TournamentState.BoardState b = located.board().board();
        int rank = penalty.player() == Color.WHITE ? b.pairing().white() : b.pairing().black();
        if (t.players().get(rank).expelledFrom() != null) {
            return; // expelled already
        }
        consequences.sendOrLogRefusal(new TournamentCommands.ExpelPlayer(t.tournamentId(), penalty.at(), rank, null,
                        "expelled in game " + penalty.gameId() + " (round " + located.board().round().number() + ", board "
                                + b.pairing().board() + ")" + (penalty.reason() == null ? "" : ": " + penalty.reason())),
                "game:" + penalty.gameId() + ":" + seq + ":expel", Consequences.cause(penalty.gameId(), seq), meta, what);
    }
}
