package adjudicator.command.state;

import adjudicator.command.api.Actor;
import adjudicator.command.api.PenaltyKind;
import adjudicator.engine.Color;

import java.time.Instant;

/** A penalty as recorded: on whom, which, how much (time or score), under which article, for breaking which, by whom. */
public record PenaltyRecord(long seq, Instant at, Color player, PenaltyKind penalty, Long amountMs, String points,
                            String article, String enforces, String reason, Actor actor) {
}
