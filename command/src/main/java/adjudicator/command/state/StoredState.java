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
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link GameState} in the form a snapshot keeps (plain values, for JSON): everything the fold has
 * built except what it rebuilds by replay, the position and the line of positions for repetition,
 * which come back from the start position and the moves exactly as a replay of all the events would
 * give them (domain map principle 3; tested: a state read back equals the state folded from all events).
 */
public record StoredState(GameCreated created, Instant firstAt, String timeControlInForce, GameStatus status,
                          String result, Termination termination, String terminationArticle, boolean atRecordedStart,
                          String moves, StoredClock clock, Instant clocksStartedAt, List<Color> playersWithIncompleteMove,
                          Color movePending, List<String> touches, String promotionTouch, StoredObligation obligation,
                          StoredBreach breach, int whiteIllegalMoves, int blackIllegalMoves, OpenClaim openClaim,
                          Color drawOfferBy, List<PenaltyRecord> penalties, List<RulingRecord> rulings, long lastSeq,
                          Instant lastAt, String whiteSigned, String blackSigned, ResultDecisionRecord resultDecision,
                          AppealDecisionRecord appealDecision, SourceEndingRecord sourceEnding,
                          PendingEnding pendingEnding) {

    /**
     * The moves on the board, a line each, their fields separated by tabs: seq, player ({@code W} or
     * {@code B}), UCI, SAN, legal ({@code 1} or {@code 0}), reason, article, the instant as epoch
     * seconds and nanoseconds ({@code s.n}), the clock after the move in ms, the time the move took in
     * ms (an empty field for none). A game of hundreds of moves reads back from this in a fraction of
     * the time a JSON object a move takes (bench/first-read.sh).
     */
    static String writeMoves(List<MoveRecord> moves) {
        StringBuilder out = new StringBuilder(moves.size() * 48);
        for (MoveRecord m : moves) {
            out.append(m.seq()).append('\t').append(m.player() == Color.WHITE ? 'W' : 'B').append('\t').append(m.uci())
                    .append('\t').append(text(m.san())).append('\t').append(m.legal() ? '1' : '0')
                    .append('\t').append(text(m.reason())).append('\t').append(text(m.article()))
                    .append('\t').append(m.at().getEpochSecond()).append('.').append(m.at().getNano())
                    .append('\t').append(text(m.clockMs())).append('\t').append(text(m.emtMs())).append('\n');
        }
        return out.toString();
    }

    static List<MoveRecord> readMoves(String text) {
        List<MoveRecord> moves = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            String[] f = text.substring(start, end).split("\t", -1);
            int dot = f[7].indexOf('.');
            moves.add(new MoveRecord(Long.parseLong(f[0]), f[1].equals("W") ? Color.WHITE : Color.BLACK,
                    Move.parseUci(f[2]), orNull(f[3]), f[4].equals("1"), orNull(f[5]), orNull(f[6]),
                    Instant.ofEpochSecond(Long.parseLong(f[7].substring(0, dot)), Long.parseLong(f[7].substring(dot + 1))),
                    f[8].isEmpty() ? null : Long.valueOf(f[8]), f[9].isEmpty() ? null : Long.valueOf(f[9])));
            start = end + 1;
        }
        return moves;
    }

    private static String text(Object value) {
        return value == null ? "" : value.toString();
    }

    private static String orNull(String field) {
        return field.isEmpty() ? null : field;
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
                writeMoves(s.moves),
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
                List.copyOf(s.rulings), s.lastSeq, s.lastAt, s.whiteSigned, s.blackSigned, s.resultDecision, s.appealDecision,
                s.sourceEnding, s.pendingEnding);
    }

    /** The state again, its positions rebuilt by replay. */
    public GameState toState() {
        GameState.Builder s = new GameState.Builder();
        s.lastSeq = lastSeq;
        s.lastAt = lastAt;
        if (created == null) {
            return s.build();
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
        s.replay(readMoves(moves));
        s.atRecordedStart = atRecordedStart;
        s.clock = new ChessClock(TimeControl.parse(clock.control()), clock.whiteMs(), clock.blackMs(), clock.whiteMoves(),
                clock.blackMoves(), clock.running(), clock.runningSince(), clock.whiteFlagFallen(), clock.blackFlagFallen(),
                clock.whiteFlagAt(), clock.blackFlagAt(), clock.pausedSide(), clock.pausedMs());
        s.clocksStartedAt = clocksStartedAt;
        playersWithIncompleteMove.forEach(s::addIncomplete);
        s.movePending = movePending;
        touches.forEach(t -> s.addTouch(Squares.parse(t)));
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
        penalties.forEach(s::addPenalty);
        rulings.forEach(s::addRuling);
        s.whiteSigned = whiteSigned;
        s.blackSigned = blackSigned;
        s.resultDecision = resultDecision;
        s.appealDecision = appealDecision;
        s.sourceEnding = sourceEnding;
        s.pendingEnding = pendingEnding;
        s.lastSeq = lastSeq;
        s.lastAt = lastAt;
        return s.build();
    }
}
