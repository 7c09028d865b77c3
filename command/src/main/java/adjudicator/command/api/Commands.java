package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

import java.time.Instant;

/** The commands of the Game aggregate: what happened at the board, as sent by a tablet or board. */
public final class Commands {
    private Commands() {
    }

    /** Every command carries the device instant and an optional client id for idempotent retries. */
    public interface GameCommand {
        String gameId();

        Instant at();

        String commandId();
    }

    public record CreateGame(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                             String white, String black, String event, String site, String round, Integer board,
                             Edition rules, String timeControl, String startFen) implements GameCommand {
    }

    public record StartClocks(@TargetAggregateIdentifier String gameId, Instant at, String commandId) implements GameCommand {
    }

    public record MakeMove(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                           Color player, String move) implements GameCommand {
    }

    public record PressClock(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                             Color player) implements GameCommand {
    }

    public record Resign(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                         Color player) implements GameCommand {
    }
}
