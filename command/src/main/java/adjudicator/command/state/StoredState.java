package adjudicator.command.state;

import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameStatus;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.PieceType;
import adjudicator.engine.Position;
import adjudicator.engine.Squares;
import adjudicator.engine.clock.ChessClock;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.rules.Ruleset;
import adjudicator.engine.rules.Termination;
import adjudicator.engine.rules.TouchMove;

import java.time.Instant;
import java.util.List;

/**
 * A {@link GameState} in the form a snapshot keeps (plain values, for JSON): everything the fold has
 * built except what it rebuilds by replay, the position and the line of positions for repetition,
 * which come back from the start position and the moves exactly as a replay of all the events would
 * give them (domain map principle 3; tested: a state read back equals the state folded from all events).
 */
public record StoredState(GameCreated created, Instant firstAt, String timeControlInForce, GameStatus status,
                          String result, Termination termination, String terminationArticle, boolean atRecordedStart,
                          List<StoredMove> moves, StoredClock clock, Instant clocksStartedAt, List<Color> playersWithIncompleteMove,
                          Color movePending, List<String> touches, String promotionTouch, StoredObligation obligation,
                          StoredBreach breach, int whiteIllegalMoves, int blackIllegalMoves, OpenClaim openClaim,
                          Color drawOfferBy, List<PenaltyRecord> penalties, List<RulingRecord> rulings, long lastSeq,
                          Instant lastAt) {

    /** A move on the board (UCI). */
    public record StoredMove(long seq, Color player, String uci, String san, boolean legal, String reason, String article,
                             Instant at, Long clockMs, Long emtMs) {
    }

    /** The clock, component by component (the time control in its contract syntax). */
    public record StoredClock(String control, long whiteMs, long blackMs, int whiteMoves, int blackMoves, Color running,
                              Instant runningSince, boolean whiteFlagFallen, boolean blackFlagFallen, Instant whiteFlagAt,
                              Instant blackFlagAt, Color pausedSide, long pausedMs) {
    }

    public record StoredObligation(Color player, List<String> allowed, String article, List<String> touched) {
    }

    public record StoredBreach(Color player, int ply, String uci, List<String> allowed, String article, List<String> touched,
                               boolean claimable) {
    }

    public static StoredState of(GameState s) {
        ChessClock c = s.clock;
        return new StoredState(s.created, s.firstAt, s.timeControlInForce, s.status, s.result, s.termination,
                s.terminationArticle, s.atRecordedStart,
                s.moves.stream().map(m -> new StoredMove(m.seq(), m.player(), m.uci(), m.san(), m.legal(), m.reason(),
                        m.article(), m.at(), m.clockMs(), m.emtMs())).toList(),
                c == null ? null : new StoredClock(c.control().format(), c.whiteMs(), c.blackMs(), c.whiteMoves(),
                        c.blackMoves(), c.running(), c.runningSince(), c.whiteFlagFallen(), c.blackFlagFallen(),
                        c.whiteFlagAt(), c.blackFlagAt(), c.pausedSide(), c.pausedMs()),
                s.clocksStartedAt, List.copyOf(s.playersWithIncompleteMove), s.movePending,
                s.touches.stream().map(Squares::name).toList(),
                s.promotionTouch == null ? null : Squares.name(s.promotionTouch.square()) + "=" + s.promotionTouch.piece().letter(),
                s.obligation == null ? null : new StoredObligation(s.obligation.player(),
                        s.obligation.allowed().stream().map(Move::uci).toList(), s.obligation.article(), s.obligation.touched()),
                s.breach == null ? null : new StoredBreach(s.breach.player(), s.breach.ply(), s.breach.uci(),
                        s.breach.allowed().stream().map(Move::uci).toList(), s.breach.article(), s.breach.touched(),
                        s.breach.claimable()),
                s.whiteIllegalMoves, s.blackIllegalMoves, s.openClaim, s.drawOfferBy, List.copyOf(s.penalties),
                List.copyOf(s.rulings), s.lastSeq, s.lastAt);
    }

    /** The state again, its positions rebuilt by replay. */
    public GameState toState() {
        GameState s = new GameState();
        if (created == null) {
            s.lastSeq = lastSeq;
            s.lastAt = lastAt;
            return s;
        }
        s.created = created;
        s.rules = Ruleset.of(created.rules());
        s.firstAt = firstAt;
        s.timeControlInForce = timeControlInForce;
        s.status = status;
        s.result = result;
        s.termination = termination;
        s.terminationArticle = terminationArticle;
        s.start = Position.fromRecordedFen(created.startFen());
        s.replay(moves.stream().map(m -> new MoveRecord(m.seq(), m.player(), Move.parseUci(m.uci()), m.san(), m.legal(),
                m.reason(), m.article(), m.at(), m.clockMs(), m.emtMs())).toList());
        s.atRecordedStart = atRecordedStart;
        s.clock = new ChessClock(TimeControl.parse(clock.control()), clock.whiteMs(), clock.blackMs(), clock.whiteMoves(),
                clock.blackMoves(), clock.running(), clock.runningSince(), clock.whiteFlagFallen(), clock.blackFlagFallen(),
                clock.whiteFlagAt(), clock.blackFlagAt(), clock.pausedSide(), clock.pausedMs());
        s.clocksStartedAt = clocksStartedAt;
        s.playersWithIncompleteMove.addAll(playersWithIncompleteMove);
        s.movePending = movePending;
        touches.forEach(t -> s.touches.add(Squares.parse(t)));
        if (promotionTouch != null) {
            s.promotionTouch = new TouchMove.PromotionTouch(Squares.parse(promotionTouch.substring(0, 2)),
                    PieceType.fromLetter(promotionTouch.charAt(3)));
        }
        s.obligation = obligation == null ? null : new Obligation(obligation.player(),
                obligation.allowed().stream().map(Move::parseUci).toList(), obligation.article(), obligation.touched());
        s.breach = breach == null ? null : new Breach(breach.player(), breach.ply(), breach.uci(),
                breach.allowed().stream().map(Move::parseUci).toList(), breach.article(), breach.touched(), breach.claimable());
        s.whiteIllegalMoves = whiteIllegalMoves;
        s.blackIllegalMoves = blackIllegalMoves;
        s.openClaim = openClaim;
        s.drawOfferBy = drawOfferBy;
        s.penalties.addAll(penalties);
        s.rulings.addAll(rulings);
        s.lastSeq = lastSeq;
        s.lastAt = lastAt;
        return s;
    }
}
