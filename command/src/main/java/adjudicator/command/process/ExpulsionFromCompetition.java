package adjudicator.command.process;

import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PenaltyKind;
import adjudicator.command.record.RecordFailsVerificationException;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.command.tournament.TournamentState;
import adjudicator.engine.Color;
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

    private static final Logger log = LoggerFactory.getLogger(ExpulsionFromCompetition.class);

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
        TournamentBoards.Located located;
        try {
            located = boards.of(penalty.gameId()).orElse(null);
        } catch (RecordFailsVerificationException e) {
            log.error("the expulsion in game {} is not carried to its tournament: a record fails verification ({})",
                    penalty.gameId(), e.getMessage());
            return;
        }
        if (located == null) {
            return;
        }
        TournamentState t = located.tournament();
        TournamentState.BoardState b = located.board().board();
        int rank = penalty.player() == Color.WHITE ? b.pairing().white() : b.pairing().black();
        if (t.players().get(rank).expelledFrom() != null) {
            return; // expelled already
        }
        String commandId = "game:" + penalty.gameId() + ":" + seq + ":expel";
        try {
            consequences.send(new TournamentCommands.ExpelPlayer(t.tournamentId(), penalty.at(), rank, null,
                    "expelled in game " + penalty.gameId() + " (round " + located.board().round().number() + ", board "
                            + b.pairing().board() + ")" + (penalty.reason() == null ? "" : ": " + penalty.reason())),
                    commandId, Consequences.cause(penalty.gameId(), seq), meta);
        } catch (RuntimeException e) {
            if (Consequences.rejectionOf(e) == null) {
                throw e; // the store, say: the processor tries again
            }
            log.warn("the expulsion in game {} was not carried to tournament {}: {}", penalty.gameId(), t.tournamentId(),
                    Consequences.rejectionOf(e).detail());
        }
    }
}
