package adjudicator.command.decide;

import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.Commands;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.Rejection;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.engine.rules.DeviceRule;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Ruleset;
import adjudicator.engine.rules.Termination;

import java.util.ArrayList;
import java.util.List;

/**
 * A game's record replayed under an edition of the Laws: its facts ({@link Facts}), in order, through
 * the deciders of that edition, giving the events that edition gives. Under the game's own edition the
 * replay must be the record itself, in everything the Laws decide; under another, it answers "what would
 * this game have given under the other rules?". A fact the other edition refuses (an agreement before a
 * move each under 2017, say) is reported with the refusal and its article, and the replay goes on with
 * the next fact.
 *
 * <p>One choice: where the arbiter set the opponent's score after a device (2005 12.2b), an edition that
 * gives him no such choice decides the score itself, so that score is not carried over.
 */
public final class Readjudication {

    private Readjudication() {
    }

    /** How a game stands at the end of a record: its status and, once ended, result, termination and article. */
    public record Ending(GameStatus status, String result, Termination termination, String article) {
        static Ending of(GameState s) {
            return new Ending(s.status(), s.result(), s.termination(), s.terminationArticle());
        }
    }

    /** An event of the replay with what it is. */
    public record Replayed(GameEvent event, Facts.Nature nature) {
    }

    /** A fact of the record (its events from {@code seq}) that the edition refuses, and why. */
    public record Refused(long seq, String command, Rejection rejection) {
    }

    /**
     * Where the two records first differ: the position {@code seq} in both (the sequence number of the
     * recorded event and of the replayed one), and the event on each side (null where that record has
     * ended). Under the game's own edition, any difference in law counts; under another, the edition
     * and the numbering of its articles are set aside, and the first difference in substance counts.
     */
    public record Divergence(long seq, GameEvent recorded, GameEvent readjudicated) {
    }

    /**
     * The re-adjudication of a game: under which edition it was recorded and is replayed, how it ended
     * in the record and how it ends in the replay, whether the two records are the same ({@code
     * identical}: in law under the own edition, in substance under another), where they first differ, the facts refused, the events of the replay, and the facts whose recorded
     * events their own edition's deciders do not give (an earlier engine's record, say).
     */
    public record Report(String gameId, Edition recordedRules, Edition rules, Ending recorded, Ending readjudicated,
                         boolean identical, Divergence firstDivergence, List<Refused> refused, List<Replayed> events,
                         List<Long> notReproduced) {
    }

    /** Replays {@code record} (a game's events, from its creation) under {@code rules}. */
    public static Report of(List<? extends GameEvent> record, Edition rules) {
        return of(record, rules, java.util.Set.of());
    }

    /**
     * Replays {@code record} under {@code rules} without the facts recorded at the seqs {@code without}
     * (a disputed fact taken out: what the record gives had it not happened); a seq that is no fact's
     * (a ruling, which the Laws decide again) is refused.
     */
    public static Report of(List<? extends GameEvent> record, Edition rules, java.util.Set<Long> without) {
        if (record.isEmpty()) {
            throw new IllegalArgumentException("a game's record starts with its creation");
        }
        GameState recordedState = GameFold.of(record);
        List<Facts.Fact> facts = Facts.of(record);
        boolean sameEdition = rules == recordedState.edition();
        GameState state = GameState.EMPTY;
        List<GameEvent> replayed = new ArrayList<>();
        List<Refused> refused = new ArrayList<>();
        List<Long> notReproduced = new ArrayList<>();
        boolean inStep = sameEdition; // the replay's state is still the record's
        java.util.Set<Long> factSeqs = new java.util.HashSet<>();
        facts.forEach(f -> factSeqs.add(f.seq()));
        for (Long seq : without) {
            if (!factSeqs.contains(seq) || seq == 0) {
                throw GameRuleException.notAFact(adjudicator.command.text.Message.of("refusal.appeal.notAFactToTakeOut", String.valueOf(seq),
                        String.valueOf(new java.util.TreeSet<>(factSeqs))), null, rules);
            }
        }
        for (Facts.Fact fact : facts) {
            if (without.contains(fact.seq())) {
                inStep = false;
                continue;
            }
            if (!fact.reproduced()) {
                notReproduced.add(fact.seq());
                inStep = false;
            }
            GameCommand command = under(fact.command(), rules);
            // under the record's own edition, while the replay is the record, the decision that found the fact
            // is the replay's (the same function of the same state and command): the engine's analyses are
            // not run twice
            Decision<GameEvent> decision = inStep ? new Decision.Accepted<>(fact.decided())
                    : command instanceof Commands.CreateGame create ? GameDecider.create(create)
                    : GameDecider.decide(state, command);
            if (decision instanceof Decision.Rejected<GameEvent> r) {
                refused.add(new Refused(fact.seq(), command.getClass().getSimpleName(), r.rejection()));
                continue;
            }
            for (GameEvent e : ((Decision.Accepted<GameEvent>) decision).events()) {
                state = GameFold.evolve(state, e);
                replayed.add(e);
            }
        }
        Divergence divergence = null;
        for (int i = 0; i < Math.max(record.size(), replayed.size()) && divergence == null; i++) {
            GameEvent a = i < record.size() ? record.get(i) : null;
            GameEvent b = i < replayed.size() ? replayed.get(i) : null;
            if (a == null || b == null || !(sameEdition ? Facts.sameInLaw(a, b) : Facts.sameInSubstance(a, b))) {
                divergence = new Divergence(i, a, b);
            }
        }
        List<Replayed> events = new ArrayList<>();
        for (int i = 0; i < replayed.size(); i++) {
            events.add(new Replayed(replayed.get(i), Facts.natureOf(replayed, i)));
        }
        return new Report(record.get(0).gameId(), recordedState.edition(), rules, Ending.of(recordedState),
                Ending.of(state), divergence == null, divergence, refused, events, notReproduced);
    }

    /** The command as the game under {@code rules} takes it (see the class comment). */
    private static GameCommand under(GameCommand command, Edition rules) {
        if (command instanceof Commands.CreateGame c) {
            return new Commands.CreateGame(c.gameId(), c.at(), null, c.white(), c.black(), c.event(), c.site(), c.round(),
                    c.board(), rules, c.timeControl(), c.startFen(), c.quickplayFinishAnnounced(), c.regulations(), c.source());
        }
        if (command instanceof Commands.ReportDeviceSignal d && d.opponentScore() != null
                && Ruleset.of(rules).deviceRule().value() != DeviceRule.LOSS_ARBITER_SETS_OPPONENTS_SCORE) {
            return new Commands.ReportDeviceSignal(d.gameId(), d.at(), null, d.player(), null);
        }
        return command;
    }
}
