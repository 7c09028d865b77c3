package adjudicator.command.state;

import adjudicator.command.api.ResultDecision;

import java.time.Instant;

/** The arbiter's decision on a game's result under 8.7, as the state keeps it (its event's seq, for who recorded it). */
public record ResultDecisionRecord(long seq, Instant at, ResultDecision decision, String result, String reason, String article) {
}
