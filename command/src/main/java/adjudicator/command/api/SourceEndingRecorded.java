package adjudicator.command.api;

import adjudicator.engine.pgn.SourceEnding;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;
import java.util.List;

/**
 * How an imported game ended by its source's account: a fact attributed to the source ({@link Actor#SOURCE}),
 * its result marker and {@code Termination} tag read as what happened at the board ({@link SourceEnding}). The
 * result written stands unless the arbiter decides otherwise (8.7): it is the game's result, and the result in
 * force until a {@link ResultCorrected} or an appeal's decision; where the Laws judge the facts otherwise, the
 * game's findings say so (docs/import.md). {@code movesAfterEnd} are the moves the source gives after the
 * position in which the Laws had already ended the game (a mate is the last move; a dead position, under
 * 2017/2023 the fivefold repetition and the 75 moves, end the game at once), in SAN as written: kept, not played.
 *
 * @param kind          what the source says happened
 * @param result        {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}
 * @param termination   the {@code Termination} tag as written, or null
 * @param movesAfterEnd the source's moves after the Laws' end, in SAN as written; empty when none
 * @param article       the article under which the written result stands (8.7)
 */
@Revision("1")
public record SourceEndingRecorded(String gameId, Instant at, Actor actor, SourceEnding.Kind kind, String result,
                                   String termination, List<String> movesAfterEnd, String article, Edition rules)
        implements GameEvent {

    public SourceEndingRecorded {
        movesAfterEnd = movesAfterEnd == null ? List.of() : List.copyOf(movesAfterEnd);
    }
}
