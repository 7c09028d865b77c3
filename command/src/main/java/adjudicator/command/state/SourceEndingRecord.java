package adjudicator.command.state;

import adjudicator.command.api.SourceEndingRecorded;
import adjudicator.engine.rules.Termination;

/**
 * An imported game's ending by its source's account, as the fold keeps it: the event and where it stands
 * ({@code seq}), and the ending the Laws had given the game before it, where they had ended it (a mate, a
 * dead position: {@code lawsResult} and the rest null otherwise), which the source's result then stands
 * above (8.7) and which the game's findings compare with it.
 */
public record SourceEndingRecord(long seq, SourceEndingRecorded ending, String lawsResult, Termination lawsTermination,
                                 String lawsArticle, Integer lawsPly) {
}
