package adjudicator.command.state;

import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.PenaltyKind;
import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.clock.ChessClock;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.GameResult;
import adjudicator.engine.rules.Ruleset;
import adjudicator.engine.rules.Scores;
import adjudicator.engine.rules.Termination;
import adjudicator.engine.rules.TouchMove;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A game as its events leave it: what the deciders need to rule on the next command, and what every
 * read shows (the position, both clocks, the moves with their times, the pending touches, obligations
 * and claims, the penalties and rulings). It is built by one function only, {@link GameFold#evolve},
 * which the aggregate, its snapshots, the views, the reads at an instant and the timeline all use; the
 * deciders read it. Positions are replays of the recorded moves, clocks the engine's arithmetic over
 * the recorded instants (domain map principles 2 and 3).
 *
 * <p>A state is immutable: folding an event into it gives another state and leaves it as it was, so a
 * state kept for reuse (a read's checkpoint, the aggregate's, a view's) is shared, never copied. The
 * fold builds the next state in a {@link Builder}, which only the fold touches (and a snapshot read
 * back); each list a state holds is handed over by its builder and never changed after.
 *
 * <p>Before its first event ({@code GameCreated}) a state is empty: {@link #created()} is null.
 */
public final class GameState {

    /** The state before any event. */
    public static final GameState EMPTY = new Builder().build();

    final GameCreated created;
    final Ruleset rules;
    final Position start;
    /** The first device instant of the game: its setup's, or else its first timed command's. */
    final Instant firstAt;
    /** The control the clocks run under once it changed (an increment introduced, 2017 Guidelines III.4), else null. */
    final String timeControlInForce;
    final GameStatus status;
    final String result;
    final Termination termination;
    final String terminationArticle;

    final Position position;
    /** Whether the position is still the one recorded at the setup (its FEN is then shown as recorded). */
    final boolean atRecordedStart;
    /** The lists, as their builder handed them over: never changed after (the getters give them unmodifiable). */
    final List<MoveRecord> moves;
    /**
     * The positions that stood on the board since the last move that cannot be undone (a pawn move or a
     * capture resets the half-move clock), current one last: all that repetition can compare (9.2; 2017
     * 9.2.2), and at most 151 of them.
     */
    final List<Position> positionsForRepetition;
    final int whiteMovesMade;
    final int blackMovesMade;

    final ChessClock clock;
    final Instant clocksStartedAt;
    /**
     * The players who have made a move and not yet completed it (by pressing the clock, or from 2017 by
     * making the next move): usually the last mover alone; both when the opponent moved before the press.
     */
    final Set<Color> playersWithIncompleteMove;
    /** The last player who moved and has not completed that move, or null. */
    final Color movePending;

    /** The men deliberately touched by the player to move in this turn (4.3), in order. */
    final List<Integer> touches;
    /** The new piece the player to move let touch a square of promotion in this turn (4.4d), or null. */
    final TouchMove.PromotionTouch promotionTouch;
    final Obligation obligation;
    final Breach breach;

    final int whiteIllegalMoves;
    final int blackIllegalMoves;
    final OpenClaim openClaim;
    /** The player whose draw offer is open (9.1a), or null. */
    final Color drawOfferBy;

    final List<PenaltyRecord> penalties;
    final List<RulingRecord> rulings;
    /** The result each player signed on both scoresheets (8.7), null until he signs. */
    final String whiteSigned;
    final String blackSigned;
    /** The arbiter's decision on the result under 8.7, or null. */
    final ResultDecisionRecord resultDecision;
    /** The result as amended on appeal, or null: above the arbiter's decision and the signatures. */
    final AppealDecisionRecord appealDecision;
    /** An imported game's ending by its source's account, or null. */
    final SourceEndingRecord sourceEnding;
    /** The ending that waits for the opponent's touch-move claim (2017/2023 5.x and 4.8), or null. */
    final PendingEnding pendingEnding;

    final long lastSeq;
    final Instant lastAt;


    private GameState(Builder b) {
        created = b.created;
        rules = b.rules;
        start = b.start;
        firstAt = b.firstAt;
        timeControlInForce = b.timeControlInForce;
        status = b.status;
        result = b.result;
        termination = b.termination;
        terminationArticle = b.terminationArticle;
        position = b.position;
        atRecordedStart = b.atRecordedStart;
        moves = b.moves;
        positionsForRepetition = b.positionsForRepetition;
        whiteMovesMade = b.whiteMovesMade;
        blackMovesMade = b.blackMovesMade;
        clock = b.clock;
        clocksStartedAt = b.clocksStartedAt;
        playersWithIncompleteMove = b.playersWithIncompleteMove;
        movePending = b.movePending;
        touches = b.touches;
        promotionTouch = b.promotionTouch;
        obligation = b.obligation;
        breach = b.breach;
        whiteIllegalMoves = b.whiteIllegalMoves;
        blackIllegalMoves = b.blackIllegalMoves;
        openClaim = b.openClaim;
        drawOfferBy = b.drawOfferBy;
        penalties = b.penalties;
        rulings = b.rulings;
        whiteSigned = b.whiteSigned;
        blackSigned = b.blackSigned;
        resultDecision = b.resultDecision;
        appealDecision = b.appealDecision;
        sourceEnding = b.sourceEnding;
        pendingEnding = b.pendingEnding;
        lastSeq = b.lastSeq;
        lastAt = b.lastAt;
    }

    /**
     * The next state as the fold builds it: the fields of a state, each set by the fold as the event
     * says, and its lists, which it copies from the state it starts from when it first changes one (an
     * event changes one or two of them), so that a list handed to a state is never changed after.
     * {@link #build()} hands them over; the builder can go on folding after it, copying again what it
     * changes. Only {@link GameFold} (and {@link StoredState}, reading a snapshot back) use it.
     */
    static final class Builder {
        GameCreated created;
        Ruleset rules;
        Position start;
        Instant firstAt;
        String timeControlInForce;
        GameStatus status;
        String result;
        Termination termination;
        String terminationArticle;
        Position position;
        boolean atRecordedStart;
        int whiteMovesMade;
        int blackMovesMade;
        ChessClock clock;
        Instant clocksStartedAt;
        Color movePending;
        TouchMove.PromotionTouch promotionTouch;
        Obligation obligation;
        Breach breach;
        int whiteIllegalMoves;
        int blackIllegalMoves;
        OpenClaim openClaim;
        Color drawOfferBy;
        String whiteSigned;
        String blackSigned;
        ResultDecisionRecord resultDecision;
        AppealDecisionRecord appealDecision;
        SourceEndingRecord sourceEnding;
        PendingEnding pendingEnding;
        long lastSeq = -1;
        Instant lastAt;

        private List<MoveRecord> moves = new ArrayList<>();
        private List<Position> positionsForRepetition = new ArrayList<>();
        private EnumSet<Color> playersWithIncompleteMove = EnumSet.noneOf(Color.class);
        private List<Integer> touches = new ArrayList<>();
        private List<PenaltyRecord> penalties = new ArrayList<>();
        private List<RulingRecord> rulings = new ArrayList<>();
        /** Whether the lists are this builder's own (changed since the last build), in the order above. */
        private boolean ownMoves = true;
        private boolean ownPositions = true;
        private boolean ownTouches = true;
        private boolean ownPenalties = true;
        private boolean ownRulings = true;

        /** A builder of a state before any event. */
        Builder() {
        }

        /** A builder that starts from {@code s}, sharing its lists until it changes them. */
        Builder(GameState s) {
            created = s.created;
            rules = s.rules;
            start = s.start;
            firstAt = s.firstAt;
            timeControlInForce = s.timeControlInForce;
            status = s.status;
            result = s.result;
            termination = s.termination;
            terminationArticle = s.terminationArticle;
            position = s.position;
            atRecordedStart = s.atRecordedStart;
            whiteMovesMade = s.whiteMovesMade;
            blackMovesMade = s.blackMovesMade;
            clock = s.clock;
            clocksStartedAt = s.clocksStartedAt;
            movePending = s.movePending;
            promotionTouch = s.promotionTouch;
            obligation = s.obligation;
            breach = s.breach;
            whiteIllegalMoves = s.whiteIllegalMoves;
            blackIllegalMoves = s.blackIllegalMoves;
            openClaim = s.openClaim;
            drawOfferBy = s.drawOfferBy;
            whiteSigned = s.whiteSigned;
            blackSigned = s.blackSigned;
            resultDecision = s.resultDecision;
            appealDecision = s.appealDecision;
            sourceEnding = s.sourceEnding;
            pendingEnding = s.pendingEnding;
            lastSeq = s.lastSeq;
            lastAt = s.lastAt;
            moves = s.moves;
            positionsForRepetition = s.positionsForRepetition;
            playersWithIncompleteMove = s.playersWithIncompleteMove.isEmpty() ? EnumSet.noneOf(Color.class)
                    : EnumSet.copyOf(s.playersWithIncompleteMove);
            touches = s.touches;
            penalties = s.penalties;
            rulings = s.rulings;
            ownMoves = false;
            ownPositions = false;
            ownTouches = false;
            ownPenalties = false;
            ownRulings = false;
        }

        /** The state built so far; the builder keeps none of the lists it hands over. */
        GameState build() {
            GameState s = new GameState(this);
            ownMoves = false;
            ownPositions = false;
            ownTouches = false;
            ownPenalties = false;
            ownRulings = false;
            playersWithIncompleteMove = playersWithIncompleteMove.clone();
            return s;
        }

        /** The moves on the board (read only: see the changes below). */
        List<MoveRecord> moves() {
            return Collections.unmodifiableList(moves);
        }

        Set<Color> playersWithIncompleteMove() {
            return Collections.unmodifiableSet(playersWithIncompleteMove);
        }

        List<Integer> touches() {
            return Collections.unmodifiableList(touches);
        }

        void addMove(MoveRecord m) {
            ownedMoves().add(m);
        }

        void setMove(int i, MoveRecord m) {
            ownedMoves().set(i, m);
        }

        void addPositionForRepetition(Position p) {
            if (p.halfmoveClock() == 0) {
                positionsForRepetition = new ArrayList<>();
                ownPositions = true;
            }
            ownedPositions().add(p);
        }

        void addIncomplete(Color player) {
            playersWithIncompleteMove.add(player);
        }

        void removeIncomplete(Color player) {
            playersWithIncompleteMove.remove(player);
        }

        void clearIncomplete() {
            playersWithIncompleteMove.clear();
        }

        void addTouch(int square) {
            if (!ownTouches) {
                touches = new ArrayList<>(touches);
                ownTouches = true;
            }
            touches.add(square);
        }

        void clearTouches() {
            if (!touches.isEmpty()) {
                touches = new ArrayList<>();
                ownTouches = true;
            }
        }

        void addPenalty(PenaltyRecord p) {
            ownedPenalties().add(p);
        }

        void withdrawPenalty(long seq) {
            ownedPenalties().removeIf(p -> p.seq() == seq);
        }

        void addRuling(RulingRecord r) {
            ownedRulings().add(r);
        }

        /** The rulings as they stand once the line is cut back to its first {@code moves} moves. */
        void rulingsAtMost(int moves) {
            ownedRulings().replaceAll(r -> r.atMost(moves));
        }

        /**
         * Puts {@code line} on the board, replayed from the start: the moves, the position, the positions
         * for repetition and the counts of moves made (what a reinstatement and a snapshot read back rebuild).
         */
        void replay(List<MoveRecord> line) {
            moves = new ArrayList<>(line.size() + 16);
            ownMoves = true;
            positionsForRepetition = new ArrayList<>();
            ownPositions = true;
            whiteMovesMade = 0;
            blackMovesMade = 0;
            Position p = start;
            positionsForRepetition.add(p);
            for (MoveRecord m : line) {
                p = m.legal() ? p.play(m.move()) : p.playPhysical(m.move());
                moves.add(m);
                addPositionForRepetition(p);
                if (m.player() == Color.WHITE) {
                    whiteMovesMade++;
                } else {
                    blackMovesMade++;
                }
            }
            position = p;
        }

        private List<MoveRecord> ownedMoves() {
            if (!ownMoves) {
                moves = new ArrayList<>(moves);
                ownMoves = true;
            }
            return moves;
        }

        private List<Position> ownedPositions() {
            if (!ownPositions) {
                positionsForRepetition = new ArrayList<>(positionsForRepetition);
                ownPositions = true;
            }
            return positionsForRepetition;
        }

        private List<PenaltyRecord> ownedPenalties() {
            if (!ownPenalties) {
                penalties = new ArrayList<>(penalties);
                ownPenalties = true;
            }
            return penalties;
        }

        private List<RulingRecord> ownedRulings() {
            if (!ownRulings) {
                rulings = new ArrayList<>(rulings);
                ownRulings = true;
            }
            return rulings;
        }
    }

    public GameCreated created() {
        return created;
    }

    public String gameId() {
        return created == null ? null : created.gameId();
    }

    public Ruleset rules() {
        return rules;
    }

    public Edition edition() {
        return rules == null ? null : rules.edition();
    }

    /** Whether the event announced the quickplay-finish guidelines (2017/2023 Guidelines III). */
    public boolean quickplayAnnounced() {
        return created != null && Boolean.TRUE.equals(created.quickplayFinishAnnounced());
    }

    public Position start() {
        return start;
    }

    public Instant firstAt() {
        return firstAt;
    }

    /** The time control in force: the one set up, or the one an increment introduced. */
    public String timeControlInForce() {
        return timeControlInForce != null ? timeControlInForce : created == null ? null : created.timeControl();
    }

    /** Whether the time control changed during the game (an increment introduced). */
    public boolean timeControlChanged() {
        return timeControlInForce != null;
    }

    public GameStatus status() {
        return status;
    }

    /** Whether the game has ended (finished or annulled). */
    public boolean ended() {
        return status == GameStatus.FINISHED || status == GameStatus.ANNULLED;
    }

    public String result() {
        return result;
    }

    public Termination termination() {
        return termination;
    }

    public String terminationArticle() {
        return terminationArticle;
    }

    public Position position() {
        return position;
    }

    /** The position's FEN: as recorded at the setup until a move is made or a position reinstated. */
    public String fen() {
        return atRecordedStart ? created.startFen() : position.fen();
    }

    /** The moves on the board, in order: the line that {@link #position()} is the replay of. */
    public List<MoveRecord> moves() {
        return Collections.unmodifiableList(moves);
    }

    /** The moves of the line after its first {@code ply} half-moves, in UCI: what reinstating that position annuls. */
    public List<String> movesAfter(int ply) {
        return moves.subList(ply, moves.size()).stream().map(MoveRecord::uci).toList();
    }

    /** The positions since the last pawn move or capture, current one last (see the field). */
    public List<Position> positionsForRepetition() {
        return Collections.unmodifiableList(positionsForRepetition);
    }

    public int movesMadeBy(Color player) {
        return player == Color.WHITE ? whiteMovesMade : blackMovesMade;
    }

    /** The position after the first {@code plies} moves on the board, by replay from the start. */
    public Position positionAfter(int plies) {
        Position p = start;
        for (MoveRecord m : moves.subList(0, plies)) {
            p = m.legal() ? p.play(m.move()) : p.playPhysical(m.move());
        }
        return p;
    }

    public ChessClock clock() {
        return clock;
    }

    /** A clock's move counter against the moves on the board: each side's count by the clock, then by the board. */
    public record MoveCounter(int whiteByClock, int whiteOnBoard, int blackByClock, int blackOnBoard) {
    }

    /**
     * The clock's move counters where they count more moves for a side than the line on the board holds
     * (the device counted moves that a reinstated position took back: 2005 6.14, 2017 6.10.2 have the
     * arbiter adjust the times and the move counter with {@code CorrectClocks}); empty where they agree.
     */
    public Optional<MoveCounter> moveCounterAhead() {
        int white = movesMadeBy(Color.WHITE);
        int black = movesMadeBy(Color.BLACK);
        if (clock == null || clock.whiteMoves() <= white && clock.blackMoves() <= black) {
            return Optional.empty();
        }
        return Optional.of(new MoveCounter(clock.whiteMoves(), white, clock.blackMoves(), black));
    }

    public Instant clocksStartedAt() {
        return clocksStartedAt;
    }

    public Set<Color> playersWithIncompleteMove() {
        return Collections.unmodifiableSet(playersWithIncompleteMove);
    }

    /** The clock that should run: the mover's until he completes his move, else the player to move's. */
    public Color runningSide() {
        return movePending != null ? movePending : position.sideToMove();
    }

    public List<Integer> touches() {
        return Collections.unmodifiableList(touches);
    }

    public TouchMove.PromotionTouch promotionTouch() {
        return promotionTouch;
    }

    public Optional<Obligation> obligation() {
        return Optional.ofNullable(obligation);
    }

    /** The last move's broken binding, whether still claimable or not. */
    public Optional<Breach> breach() {
        return Optional.ofNullable(breach);
    }

    /** The broken binding the opponent may still claim (4.7), as a read shows it: none once the game has ended. */
    public Optional<Breach> claimableBreach() {
        return breach != null && breach.claimable() && !ended() ? Optional.of(breach) : Optional.empty();
    }

    public int illegalMovesOf(Color player) {
        return player == Color.WHITE ? whiteIllegalMoves : blackIllegalMoves;
    }

    public Optional<OpenClaim> openClaim() {
        return Optional.ofNullable(openClaim);
    }

    public Color drawOfferBy() {
        return drawOfferBy;
    }

    public List<PenaltyRecord> penalties() {
        return Collections.unmodifiableList(penalties);
    }

    public int penaltiesOn(Color player) {
        int n = 0;
        for (PenaltyRecord p : penalties) {
            if (p.player() == player) {
                n++;
            }
        }
        return n;
    }

    /** Each player's score in the game as written ({@code 1}, {@code 1/2}, {@code 0}, ...); null while it goes on. */
    public record Points(String white, String black) {
    }

    /**
     * The players' scores: those of the result (2005 11.1; 2017 10.1: 1, 1/2, 0; 0-0 when both lose),
     * then the arbiter's points penalties, which set the penalised player's score ({@code REDUCE_POINTS})
     * or his opponent's ({@code INCREASE_OPPONENT_POINTS}; 2005 13.4e-f; 2017 12.9.5-6).
     */
    /** The result {@code player} signed on both scoresheets (8.7), or null. */
    public String signed(Color player) {
        return player == Color.WHITE ? whiteSigned : blackSigned;
    }

    /** The arbiter's decision on the result under 8.7, or null. */
    public ResultDecisionRecord resultDecision() {
        return resultDecision;
    }

    /** An imported game's ending by its source's account, with the Laws' ending it stands above where there was one; null otherwise. */
    /**
     * The checkmate, stalemate or dead position that a move which broke touch-move brought about, waiting
     * for the opponent's claim (2017/2023 5.1.1, 5.2.1, 5.2.2; 4.8); empty when none waits.
     */
    public Optional<PendingEnding> pendingEnding() {
        return Optional.ofNullable(pendingEnding);
    }

    public SourceEndingRecord sourceEnding() {
        return sourceEnding;
    }

    /** The source an imported game came from, null for a game recorded here. */
    public adjudicator.command.api.GameSource source() {
        return created == null ? null : created.source();
    }

    /** Whether this record knows the game's clocks: false for a game imported without clock comments. */
    public boolean clocksKnown() {
        return source() == null || source().clocksKnown();
    }

    /** The result as amended on appeal, or null. */
    public AppealDecisionRecord appealDecision() {
        return appealDecision;
    }

    /** Where the result stands under 8.7; null while the game is not finished. */
    public ResultStanding resultStanding() {
        if (status != GameStatus.FINISHED) {
            return null;
        }
        if (appealDecision != null) {
            return ResultStanding.DECIDED_ON_APPEAL;
        }
        if (resultDecision != null) {
            return ResultStanding.DECIDED;
        }
        if (sourceEnding != null && whiteSigned == null && blackSigned == null) {
            return ResultStanding.AS_WRITTEN_IN_SOURCE;
        }
        if (whiteSigned == null || blackSigned == null) {
            return ResultStanding.UNSIGNED;
        }
        if (!whiteSigned.equals(blackSigned)) {
            return ResultStanding.SIGNED_DIFFERENTLY;
        }
        return whiteSigned.equals(result) ? ResultStanding.SIGNED : ResultStanding.SIGNED_OTHERWISE;
    }

    /**
     * The result in force (8.7): the appeals committee's decision; else the arbiter's decision; else the result both signed alike, even if
     * incorrect; else the record's. The record's own result ({@link #result()}) is never changed.
     */
    public String resultInForce() {
        ResultStanding standing = resultStanding();
        if (standing == ResultStanding.DECIDED_ON_APPEAL) {
            return appealDecision.result();
        }
        if (standing == ResultStanding.DECIDED) {
            return resultDecision.result();
        }
        return standing == ResultStanding.SIGNED_OTHERWISE ? whiteSigned : result;
    }

    /**
     * The ending in force beside {@link #resultInForce()}: the appeals committee's (its termination, or the arbiter's
     * decision where it names none), else, where the result in force is not the record's, the arbiter's decision under
     * 8.7 ({@code ARBITER_DECISION}) or the result both signed alike ({@code RESULT_AS_WRITTEN}); else the record's own
     * ending. Null while the game is not finished. {@link #termination()} stays the record's.
     */
    public Termination terminationInForce() {
        ResultStanding standing = resultStanding();
        if (standing == null) {
            return null;
        }
        if (standing == ResultStanding.DECIDED_ON_APPEAL) {
            return appealDecision.termination() == null ? Termination.ARBITER_DECISION : appealDecision.termination();
        }
        if (java.util.Objects.equals(resultInForce(), result)) {
            return termination;
        }
        return standing == ResultStanding.DECIDED ? Termination.ARBITER_DECISION : Termination.RESULT_AS_WRITTEN;
    }

    /** The article of the edition the ending in force rests on ({@link #terminationInForce()}); null where none is known. */
    public String terminationArticleInForce() {
        ResultStanding standing = resultStanding();
        if (standing == null) {
            return null;
        }
        if (standing == ResultStanding.DECIDED_ON_APPEAL) {
            return appealDecision.article();
        }
        if (java.util.Objects.equals(resultInForce(), result)) {
            return terminationArticle;
        }
        return standing == ResultStanding.DECIDED ? resultDecision.article() : rules().article(adjudicator.engine.rules.Law.SIGNED_RESULT);
    }

    /**
     * The last ruling of the record: the last of {@link #rulings()} that the arbiter, the Laws or an appeals committee
     * gave, not a player's act that the list also shows (a draw offered or declined, an increment asked for) nor the
     * clocks stopped or restarted. Empty where there is none.
     */
    public Optional<RulingRecord> lastRuling() {
        for (int i = rulings.size() - 1; i >= 0; i--) {
            if (!Rulings.NOT_RULINGS.contains(rulings.get(i).type())) {
                return Optional.of(rulings.get(i));
            }
        }
        return Optional.empty();
    }

    /** The points of the result in force, then the arbiter's points penalties (see {@link #resultInForce()}). */
    public Points points() {
        String white = null;
        String black = null;
        String inForce = resultInForce();
        if (inForce != null) {
            Scores.Points p = Scores.of(GameResult.fromNotation(inForce));
            white = Scores.written(p.white());
            black = Scores.written(p.black());
        }
        for (PenaltyRecord p : penalties) {
            if (p.points() == null || !p.penalty().scored()) {
                continue;
            }
            // a reduction sets the penalised player's score, an increase his opponent's
            boolean whitesScore = (p.player() == Color.WHITE) == (p.penalty() == PenaltyKind.REDUCE_POINTS);
            if (whitesScore) {
                white = p.points();
            } else {
                black = p.points();
            }
        }
        return new Points(white, black);
    }

    public List<RulingRecord> rulings() {
        return Collections.unmodifiableList(rulings);
    }

    /** The sequence number of the last event folded, -1 before any. */
    public long lastSeq() {
        return lastSeq;
    }

    public Instant lastAt() {
        return lastAt;
    }
}
