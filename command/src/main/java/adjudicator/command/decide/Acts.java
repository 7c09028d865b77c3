package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.Commands;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.Party;
import adjudicator.command.api.PenaltyKind;
import adjudicator.command.api.ResultDecision;
import adjudicator.command.state.GameState;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Squares;
import adjudicator.engine.rules.QuickplayClaims;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * What may be sent to a game now: each command type whose decider accepts it in the game's current state, by whom
 * (a player, or the arbiter) and with which choices (a claim's basis, a penalty, a ruling's decision). It runs the
 * deciders themselves ({@link GameDecider#decide}) on probe commands and writes nothing, so that a console offers only
 * what the Laws allow without re-implementing a rule.
 *
 * <p>A probe stands for every command of its kind where the rules look only at the state and the kind: a move probes
 * with the first legal move (any move, legal or not, is recorded while the game goes on, 7.5), a touch with one of the
 * player's men, a claim of a draw with each basis (a claim is a fact: an incorrect one is recorded and ruled on), a
 * penalty with each kind the edition has (its time or score chosen among those allowed). What a command's own values
 * decide (which square, which time) is decided when it is sent, and refused then with the article.
 */
public final class Acts {

    /** One command type that may be sent now: by whom ({@code WHITE}, {@code BLACK}, {@code ARBITER}), with its choices. */
    public record Act(String type, List<String> by, List<String> options) {
    }

    private Acts() {
    }

    /** The acts that may be sent to the game {@code s} at {@code at} (no earlier than its last event), in a fixed order. */
    public static List<Act> now(GameState s, Instant at) {
        Instant when = s.lastAt() != null && s.lastAt().isAfter(at) ? s.lastAt() : at;
        String id = s.gameId();
        List<Act> acts = new ArrayList<>();
        if (s.created() == null) {
            return acts;
        }
        arbiter(acts, s, "StartClocks", new Commands.StartClocks(id, when, null));
        byPlayer(acts, s, "MakeMove", p -> new Commands.MakeMove(id, when, null, p, someMove(s, p)));
        byPlayer(acts, s, "PressClock", p -> new Commands.PressClock(id, when, null, p));
        byPlayer(acts, s, "TouchPiece", p -> new Commands.TouchPiece(id, when, null, p, someMan(s, p)));
        byPlayer(acts, s, "AdjustPiece", p -> new Commands.AdjustPiece(id, when, null, p, someMan(s, p)));
        byPlayer(acts, s, "ClaimTouchMove", p -> new Commands.ClaimTouchMove(id, when, null, p));
        byPlayer(acts, s, "WaiveTouchMoveClaim", p -> new Commands.WaiveTouchMoveClaim(id, when, null, p));
        byPlayer(acts, s, "OfferDraw", p -> new Commands.OfferDraw(id, when, null, p));
        acceptDraw(acts, s, when);
        byPlayer(acts, s, "DeclineDraw", p -> new Commands.DeclineDraw(id, when, null, p));
        choices(acts, s, "ClaimDraw", List.of(ClaimKind.THREEFOLD_REPETITION, ClaimKind.FIFTY_MOVE_RULE,
                ClaimKind.QUICKPLAY_FINISH), (p, basis) -> new Commands.ClaimDraw(id, when, null, p, basis, null));
        byPlayer(acts, s, "ClaimFlagFall", p -> new Commands.ClaimFlagFall(id, when, null, p));
        byPlayer(acts, s, "RequestIncrement", p -> new Commands.RequestIncrement(id, when, null, p));
        byPlayer(acts, s, "Resign", p -> new Commands.Resign(id, when, null, p));
        byPlayer(acts, s, "SignScoresheet", p -> new Commands.SignScoresheet(id, when, null, p,
                s.resultInForce() == null ? "1-0" : s.resultInForce()));
        byActor(acts, s, "StopClocks", a -> new Commands.StopClocks(id, when, null, a));
        byActor(acts, s, "ResumeClocks", a -> new Commands.ResumeClocks(id, when, null, a));
        byActor(acts, s, "ReportIllegalMove", a -> new Commands.ReportIllegalMove(id, when, null, a));
        options(acts, s, "RuleOnClaim", List.of(QuickplayClaims.Decision.values()),
                d -> new Commands.RuleOnClaim(id, when, null, d, null));
        options(acts, s, "ObserveFlagFall", List.of(Party.WHITE, Party.BLACK, Party.BOTH),
                side -> new Commands.ObserveFlagFall(id, when, null, side));
        long white = remaining(s, Color.WHITE);
        long black = remaining(s, Color.BLACK);
        arbiter(acts, s, "CorrectClocks", new Commands.CorrectClocks(id, when, null, white, black, null));
        arbiter(acts, s, "RestorePosition", new Commands.RestorePosition(id, when, null, Math.max(0, s.moves().size() - 1), null,
                null, "probe"));
        options(acts, s, "ImposePenalty", List.of(PenaltyKind.values()), kind -> new Commands.ImposePenalty(id, when, null,
                Party.WHITE, kind, kind.timed() ? 60_000L : null, null, "probe",
                kind.scored() ? adjudicator.engine.rules.Scores.allowed(s.rules()).value().get(0) : null));
        arbiter(acts, s, "AwardTime", new Commands.AwardTime(id, when, null, Party.BOTH, 60_000L, "probe"));
        byPlayer(acts, s, "ReportDeviceSignal", p -> new Commands.ReportDeviceSignal(id, when, null, p, null));
        byPlayer(acts, s, "DeclarePersistentRefusal", p -> new Commands.DeclarePersistentRefusal(id, when, null, p, null, "probe"));
        byPlayer(acts, s, "ReportAbsence", p -> new Commands.ReportAbsence(id, when, null, p, null, false));
        arbiter(acts, s, "DeclareDeadPosition", new Commands.DeclareDeadPosition(id, when, null));
        arbiter(acts, s, "AnnulGame", new Commands.AnnulGame(id, when, null, "probe"));
        options(acts, s, "CorrectResult", List.of(ResultDecision.values()), d -> new Commands.CorrectResult(id, when, null, d,
                d == ResultDecision.OTHER ? "1-0" : null, d == ResultDecision.OTHER ? "probe" : null));
        return acts;
    }

    /**
     * The acceptance of a draw offer: by whom with the arbiter's consent (where the competition's regulations ask for it,
     * 9.1.1), with {@code WITHOUT_CONSENT} where the player may accept it without.
     */
    private static void acceptDraw(List<Act> acts, GameState s, Instant when) {
        List<String> by = new ArrayList<>();
        boolean without = false;
        for (Color p : Color.values()) {
            if (accepted(s, new Commands.AcceptDraw(s.gameId(), when, null, p, true))) {
                by.add(p.name());
                without |= accepted(s, new Commands.AcceptDraw(s.gameId(), when, null, p, null));
            }
        }
        if (!by.isEmpty()) {
            acts.add(new Act("AcceptDraw", by, without ? List.of("WITHOUT_CONSENT") : List.of("WITH_ARBITER_CONSENT")));
        }
    }

    private static boolean accepted(GameState s, GameCommand c) {
        return GameDecider.decide(s, c) instanceof Decision.Accepted<GameEvent>;
    }

    private static void arbiter(List<Act> acts, GameState s, String type, GameCommand probe) {
        if (accepted(s, probe)) {
            acts.add(new Act(type, List.of(Actor.ARBITER.name()), List.of()));
        }
    }

    private static void byPlayer(List<Act> acts, GameState s, String type, Function<Color, GameCommand> probe) {
        List<String> by = new ArrayList<>();
        for (Color p : Color.values()) {
            if (accepted(s, probe.apply(p))) {
                by.add(p.name());
            }
        }
        if (!by.isEmpty()) {
            acts.add(new Act(type, by, List.of()));
        }
    }

    private static void byActor(List<Act> acts, GameState s, String type, Function<Actor, GameCommand> probe) {
        List<String> by = new ArrayList<>();
        for (Actor a : List.of(Actor.ARBITER, Actor.WHITE, Actor.BLACK)) {
            if (accepted(s, probe.apply(a))) {
                by.add(a.name());
            }
        }
        if (!by.isEmpty()) {
            acts.add(new Act(type, by, List.of()));
        }
    }

    private static <T extends Enum<T>> void options(List<Act> acts, GameState s, String type, List<T> values,
                                                    Function<T, GameCommand> probe) {
        List<String> options = new ArrayList<>();
        for (T v : values) {
            if (accepted(s, probe.apply(v))) {
                options.add(v.name());
            }
        }
        if (!options.isEmpty()) {
            acts.add(new Act(type, List.of(Actor.ARBITER.name()), options));
        }
    }

    private static <T extends Enum<T>> void choices(List<Act> acts, GameState s, String type, List<T> values,
                                                    java.util.function.BiFunction<Color, T, GameCommand> probe) {
        Set<String> by = new LinkedHashSet<>();
        Map<String, Boolean> options = new LinkedHashMap<>();
        for (T v : values) {
            for (Color p : Color.values()) {
                if (accepted(s, probe.apply(p, v))) {
                    by.add(p.name());
                    options.put(v.name(), true);
                }
            }
        }
        if (!by.isEmpty()) {
            acts.add(new Act(type, List.copyOf(by), List.copyOf(options.keySet())));
        }
    }

    /** The first legal move of {@code player} where he is to move; else a move of one of his men (made out of turn). */
    private static String someMove(GameState s, Color player) {
        if (s.position().sideToMove() == player) {
            List<Move> legal = s.position().legalMoves();
            if (!legal.isEmpty()) {
                return legal.get(0).uci();
            }
        }
        String from = someMan(s, player);
        return from + (from.equals("a1") ? "a2" : "a1");
    }

    /** A square holding one of {@code player}'s men (his king's, which every position has), or a1. */
    private static String someMan(GameState s, Color player) {
        int king = s.position().kingSquare(player);
        return king < 0 ? "a1" : Squares.name(king);
    }

    private static long remaining(GameState s, Color side) {
        Long ms = s.clock().control().hasClock() ? s.clock().remainingMs(side, s.lastAt() == null ? Instant.EPOCH : s.lastAt()) : null;
        return ms == null ? 60_000L : Math.max(0, ms);
    }
}
