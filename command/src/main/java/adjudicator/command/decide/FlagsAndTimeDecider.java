package adjudicator.command.decide;

import adjudicator.command.api.AbsenceReported;
import adjudicator.command.api.Actor;
import adjudicator.command.api.BothFlagsFell;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.ClocksResumed;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.Commands.ClaimFlagFall;
import adjudicator.command.api.Commands.CorrectClocks;
import adjudicator.command.api.Commands.ObserveFlagFall;
import adjudicator.command.api.Commands.ReportAbsence;
import adjudicator.command.api.Commands.ResumeClocks;
import adjudicator.command.api.Commands.StopClocks;
import adjudicator.command.api.FlagFallClaimed;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRegulations;
import adjudicator.command.api.Party;
import adjudicator.command.api.RejectionReason;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Message;
import adjudicator.command.state.OpenClaim;
import adjudicator.engine.Color;
import adjudicator.engine.clock.ChessClock;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.rules.Adjudication;
import adjudicator.engine.rules.BothFlagsScope;
import adjudicator.engine.rules.Cited;
import adjudicator.engine.rules.GameResult;
import adjudicator.engine.rules.LateArrival;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Outcome;
import adjudicator.engine.rules.Termination;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static adjudicator.command.decide.Guards.conflict;
import static adjudicator.command.decide.Guards.require;
import static adjudicator.command.decide.Guards.requireClock;
import static adjudicator.command.decide.Guards.requireClockTime;
import static adjudicator.command.decide.Guards.requireOngoing;
import static adjudicator.command.decide.Guards.requirePlayer;
import static adjudicator.command.decide.Guards.requireRunningClocks;

/**
 * Flags and time (Art. 6): flag falls claimed or observed and what follows them (6.9-6.10, 6.12),
 * stopping and resuming the clocks (6.13), setting them (6.14; 2017 7.1), and a player absent past
 * the default time (6.7).
 */
final class FlagsAndTimeDecider {

    private FlagsAndTimeDecider() {
    }

    /**
     * A player claims that his opponent's flag has fallen (2005 6.9; 2009+ 6.8). The recorded clock
     * facts decide: a valid claim establishes the fall and the game is lost on time, or drawn if the
     * claimant cannot checkmate (2005 6.10; 2009+ 6.9). An unfounded claim is recorded and rejected; the
     * arbiter may penalise it (2005 12.6).
     */
    static List<GameEvent> claimFlagFall(GameState s, ClaimFlagFall cmd) {
        requirePlayer(cmd.player());
        requireOngoing(s, cmd.at());
        requireRunningClocks(s);
        Color opponent = cmd.player().opposite();
        List<GameEvent> events = new ArrayList<>();
        events.add(new FlagFallClaimed(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player()));
        // the claim is about the opponent's flag; if both have fallen, the first to fall decides
        Optional<Color> fallen = s.clock().flagFallen(opponent, cmd.at()) ? fallenFlag(s.clock(), cmd.at()) : Optional.empty();
        if (fallen.isEmpty()) {
            events.add(new ClaimRejected(s.gameId(), cmd.at(), Actor.SYSTEM, cmd.player(), ClaimKind.FLAG_FALL,
                    RejectionReason.FLAG_NOT_FALLEN, s.clock().remainingMs(opponent, cmd.at()), s.rules().article(Law.FLAG_FALL),
                    s.edition(), 0, 0, null, null, null, null));
            return events;
        }
        flagFell(s, fallen.get(), Actor.of(cmd.player()), cmd.at(), events);
        return events;
    }

    /** The arbiter observes that a flag has fallen (2005 6.9; 2009+ 6.8); the clock facts must agree. */
    static List<GameEvent> observeFlagFall(GameState s, ObserveFlagFall cmd) {
        require(cmd.side() != null, Message.of("refusal.game.flag.sideRequired"));
        requireOngoing(s, cmd.at());
        requireRunningClocks(s);
        if (cmd.side() == Party.BOTH) {
            return bothFlags(s, cmd.at());
        }
        Color side = cmd.side().color();
        if (!s.clock().flagFallen(side, cmd.at())) {
            throw conflict(s, Message.of("refusal.game.flag.notFallen", Message.whose(side), s.clock().remainingMs(side, cmd.at()),
                    cmd.at()), s.rules().article(Law.FLAG_FALL));
        }
        List<GameEvent> events = new ArrayList<>();
        flagFell(s, fallenFlag(s.clock(), cmd.at()).orElseThrow(), Actor.ARBITER, cmd.at(), events);
        return events;
    }

    /**
     * Both flags seen fallen, which fell first not to be established (2005 6.12; RF 2013 6.11.1-6.11.2;
     * 2017/2023 Guidelines III.3.1, and there only in a game whose event announced the Guidelines):
     * both must have fallen by the clock facts. In the last period (the one in which all remaining
     * moves must be made, a sudden-death period, reached by either player) the game is drawn; in another the game continues,
     * and the clocks are set for the next period: each player has its time, and the move counters stand
     * at the control just passed, as on a mechanical clock, whose flags fell at that control (the
     * scoresheets keep the moves actually made; the arbiter corrects the clocks if they show otherwise,
     * 6.14/7.1).
     */
    private static List<GameEvent> bothFlags(GameState s, Instant at) {
        Cited<BothFlagsScope> scope = s.rules().bothFlags();
        if (scope.value() == BothFlagsScope.ONLY_UNDER_GUIDELINES_III
                && !Boolean.TRUE.equals(s.created().quickplayFinishAnnounced())) {
            throw conflict(s, Message.of("refusal.game.flag.bothOnlyUnderGuidelines", Message.whose(s.edition()), scope.article()),
                    scope.article());
        }
        for (Color side : Color.values()) {
            if (!s.clock().flagFallen(side, at)) {
                throw conflict(s, Message.of("refusal.game.flag.notBothFallen", Message.whose(side), s.clock().remainingMs(side, at),
                        at), scope.article());
            }
        }
        // the last period is the one in which all remaining moves must be made: a sudden-death period
        TimeControl control = s.clock().control();
        boolean lastPeriod = control.periodAfter(s.clock().movesOf(Color.WHITE)).suddenDeath()
                || control.periodAfter(s.clock().movesOf(Color.BLACK)).suddenDeath();
        List<GameEvent> events = new ArrayList<>();
        if (lastPeriod) {
            String article = s.rules().article(Law.BOTH_FLAGS_DRAWN);
            events.add(new BothFlagsFell(s.gameId(), at, Actor.ARBITER, true, article, s.edition()));
            events.add(EndOfGameDecider.ended(s, new Outcome(GameResult.DRAW, Termination.BOTH_FLAGS_FALLEN, article),
                    Actor.SYSTEM, at));
            return events;
        }
        String article = s.rules().article(Law.BOTH_FLAGS_PLAY_ON);
        events.add(new BothFlagsFell(s.gameId(), at, Actor.ARBITER, false, article, s.edition()));
        int[] moves = new int[2];
        long[] remaining = new long[2];
        for (Color side : Color.values()) {
            int next = nextControl(control, s.clock().movesOf(side));
            moves[side.ordinal()] = next;
            remaining[side.ordinal()] = control.periodAfter(next).seconds() * 1000;
        }
        events.add(new ClocksCorrected(s.gameId(), at, Actor.SYSTEM, remaining[0], remaining[1], moves[0], moves[1],
                s.clock().running(), article, s.edition()));
        return events;
    }

    /** The number of moves at the end of the period in which {@code completed} moves fall. */
    private static int nextControl(TimeControl control, int completed) {
        int period = control.periodIndexAfter(completed);
        int moves = completed;
        while (control.periodIndexAfter(moves) == period) {
            moves++;
        }
        return moves;
    }

    /**
     * {@code side}'s flag is established as fallen: lost on time, or drawn if the opponent cannot
     * checkmate (2005 6.10; 2009+ 6.9). A postponed quickplay-finish claim of his waits instead for the
     * arbiter, who now declares the result (10.2b).
     */
    private static void flagFell(GameState s, Color side, Actor establishedBy, Instant at, List<GameEvent> events) {
        Instant fellAt = s.clock().flagFellAt(side, at).orElse(null);
        events.add(new FlagFell(s.gameId(), at, Actor.SYSTEM, side, fellAt, establishedBy, s.rules().article(Law.FLAG_FALL),
                s.edition()));
        Optional<OpenClaim> open = s.openClaim();
        if (open.isPresent() && open.get().claimant() == side) {
            events.add(new ClocksStopped(s.gameId(), at, Actor.SYSTEM, s.clock().remainingMs(Color.WHITE, at),
                    s.clock().remainingMs(Color.BLACK, at), s.rules().article(Law.QUICKPLAY_POSTPONED), s.edition()));
            return;
        }
        events.add(EndOfGameDecider.ended(s, Adjudication.flagFall(s.position(), side, s.rules()), side.opposite(), at));
    }

    /** The first flag to have fallen by {@code at}, by the recorded clock facts (6.12 needs the order). */
    private static Optional<Color> fallenFlag(ChessClock clock, Instant at) {
        Optional<Color> first = clock.firstFlag(at);
        if (first.isPresent()) {
            return first;
        }
        for (Color side : Color.values()) {
            if (clock.flagFallen(side, at)) {
                return Optional.of(side);
            }
        }
        return Optional.empty();
    }

    /** The arbiter stops the clocks (2005 6.13a), or a player does to seek the arbiter (6.13b). */
    static List<GameEvent> stopClocks(GameState s, StopClocks cmd) {
        Actor by = cmd.by() == null ? Actor.ARBITER : cmd.by();
        require(by != Actor.SYSTEM, Message.of("refusal.game.clocks.byNotSystem"));
        requireOngoing(s, cmd.at());
        requireRunningClocks(s);
        String article = s.rules().article(by == Actor.ARBITER ? Law.CLOCKS_STOPPED_BY_ARBITER : Law.CLOCKS_STOPPED_BY_PLAYER);
        if (s.clock().running() == null) {
            throw conflict(s, Message.of("refusal.game.clocks.alreadyStopped"), article);
        }
        return List.of(new ClocksStopped(s.gameId(), cmd.at(), by, s.clock().remainingMs(Color.WHITE, cmd.at()),
                s.clock().remainingMs(Color.BLACK, cmd.at()), article, s.edition()));
    }

    /**
     * The game resumes (2005 6.13c): the clock of the player who has made a move and not pressed, or
     * else of the player to move, runs again.
     */
    static List<GameEvent> resumeClocks(GameState s, ResumeClocks cmd) {
        Actor by = cmd.by() == null ? Actor.ARBITER : cmd.by();
        require(by != Actor.SYSTEM, Message.of("refusal.game.clocks.byNotSystem"));
        requireOngoing(s, cmd.at());
        requireRunningClocks(s);
        String article = s.rules().article(Law.CLOCKS_RESUMED);
        if (s.clock().running() != null) {
            throw conflict(s, Message.of("refusal.game.clocks.running"), article);
        }
        QuickplayDecider.requireNotAwaitingArbiter(s);
        return List.of(new ClocksResumed(s.gameId(), cmd.at(), by, s.runningSide(), article, s.edition()));
    }

    /** The arbiter sets both clocks (2005 6.11, 6.14; 2017 7.1). */
    static List<GameEvent> correctClocks(GameState s, CorrectClocks cmd) {
        require(cmd.whiteRemainingMs() != null && cmd.blackRemainingMs() != null,
                Message.of("refusal.game.clocks.remainingRequired"));
        require(cmd.whiteRemainingMs() >= 0 && cmd.blackRemainingMs() >= 0, Message.of("refusal.game.clocks.remainingNegative"));
        requireClockTime(cmd.whiteRemainingMs(), "whiteRemainingMs");
        requireClockTime(cmd.blackRemainingMs(), "blackRemainingMs");
        require(cmd.movesCompleted() == null || cmd.movesCompleted() >= 0, Message.of("refusal.game.clocks.movesNegative"));
        requireOngoing(s, cmd.at());
        requireClock(s);
        int white = s.clock().movesOf(Color.WHITE);
        int black = s.clock().movesOf(Color.BLACK);
        if (cmd.movesCompleted() != null) {
            white = cmd.movesCompleted();
            black = s.position().sideToMove() == Color.BLACK ? Math.max(0, white - 1) : white;
        }
        return List.of(new ClocksCorrected(s.gameId(), cmd.at(), Actor.ARBITER, cmd.whiteRemainingMs(),
                cmd.blackRemainingMs(), white, black, s.clock().running(), s.rules().article(Law.CLOCKS_SET), s.edition()));
    }

    /**
     * A player not at the board (2005 6.7; RF 2013 6.6a; 2017/2023 6.7.1): once the default time since
     * the start has passed without his having made a move, he loses, unless the arbiter decides
     * otherwise where the edition lets him. Before that, the report is refused (409).
     */
    static List<GameEvent> reportAbsence(GameState s, ReportAbsence cmd) {
        requirePlayer(cmd.player());
        require(cmd.regulationsDefaultMs() == null || cmd.regulationsDefaultMs() >= 0,
                Message.of("refusal.game.absence.regulationsNegative"));
        requireClockTime(cmd.regulationsDefaultMs(), "regulationsDefaultMs");
        requireOngoing(s, cmd.at());
        // the game's regulations (a tournament's) set the default time; a command that names another is refused
        GameRegulations regulations = s.created().regulations();
        Long fromRegulations = regulations == null ? null : regulations.defaultTimeMs();
        if (fromRegulations != null && cmd.regulationsDefaultMs() != null && !fromRegulations.equals(cmd.regulationsDefaultMs())) {
            throw conflict(s, Message.of("refusal.game.absence.regulationsDiffer", fromRegulations, cmd.regulationsDefaultMs()),
                    s.rules().defaultTime().article());
        }
        Long regulationsMs = cmd.regulationsDefaultMs() != null ? cmd.regulationsDefaultMs() : fromRegulations;
        if (regulationsMs != null && regulationsMs >= 0 && !s.rules().defaultTime().value().regulationsMaySet()) {
            // the engine's refusal (LateArrival.defaultTime), worded here
            throw conflict(s, Message.of("refusal.game.absence.regulationsSetNone", Message.whose(s.rules().edition()),
                    s.rules().defaultTime().article()), s.rules().defaultTime().article());
        }
        Cited<Duration> defaultTime;
        try {
            defaultTime = LateArrival.defaultTime(s.rules(), Optional.ofNullable(regulationsMs).map(Duration::ofMillis));
        } catch (IllegalArgumentException e) {
            throw conflict(s, e.getMessage(), s.rules().defaultTime().article());
        }
        if (s.clocksStartedAt() == null) {
            throw conflict(s, Message.of("refusal.game.absence.notStarted"),
                    s.rules().article(Law.START_OF_CLOCKS));
        }
        if (s.movesMadeBy(cmd.player()) > 0) {
            throw conflict(s, Message.of("refusal.game.absence.hasMoved", cmd.player()), defaultTime.article());
        }
        Duration elapsed = Duration.between(s.clocksStartedAt(), cmd.at());
        if (!LateArrival.inDefault(elapsed, defaultTime.value())) {
            throw conflict(s, Message.of("refusal.game.absence.notInDefault", cmd.player(), elapsed.toMillis(),
                    defaultTime.value().toMillis()), defaultTime.article());
        }
        if (cmd.waived() && !s.rules().defaultTime().value().arbiterMayDecideOtherwise()) {
            throw conflict(s, Message.of("refusal.game.absence.noWaiver", Message.whose(s.edition())), defaultTime.article());
        }
        List<GameEvent> events = new ArrayList<>();
        events.add(new AbsenceReported(s.gameId(), cmd.at(), Actor.ARBITER, cmd.player(), elapsed.toMillis(),
                defaultTime.value().toMillis(), cmd.waived(), defaultTime.article(), s.edition()));
        if (!cmd.waived()) {
            events.add(EndOfGameDecider.ended(s, new Outcome(GameResult.win(cmd.player().opposite()), Termination.FORFEIT,
                    defaultTime.article()), Actor.ARBITER, cmd.at()));
        }
        return events;
    }
}
