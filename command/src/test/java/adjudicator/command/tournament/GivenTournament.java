package adjudicator.command.tournament;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

import java.util.List;

/** A tournament folded from the events its commands decided: the given of the tournament decider's tests. */
final class GivenTournament {

    final TournamentState state = new TournamentState();

    GivenTournament then(TournamentCommands.TournamentCommand c) {
        for (TournamentEvent e : TournamentDecider.decide(state, c).eventsOrThrow()) {
            TournamentState.TournamentFold.evolve(state, e);
        }
        return this;
    }

    /** The events {@code c} decides on this tournament. */
    List<TournamentEvent> when(TournamentCommands.TournamentCommand c) {
        return TournamentDecider.decide(state, c).eventsOrThrow();
    }

    /** {@code c} decided on this tournament, for a test that expects it refused. */
    ThrowingCallable attempt(TournamentCommands.TournamentCommand c) {
        return () -> when(c);
    }
}
