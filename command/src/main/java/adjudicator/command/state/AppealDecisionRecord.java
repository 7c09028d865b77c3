package adjudicator.command.state;

import adjudicator.engine.rules.Termination;

import java.time.Instant;

/** A result amended on appeal, as the state keeps it (its event's seq, the appeal, the result with its ending and article). */
public record AppealDecisionRecord(long seq, Instant at, String appealId, String result, Termination termination, String article,
                                   String reason) {
}
