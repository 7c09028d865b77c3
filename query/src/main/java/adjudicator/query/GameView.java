package adjudicator.query;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.ArrayList;
import java.util.List;

/**
 * The full state of one game, folded from its events by {@link GameFold}: what a single-game read
 * returns and what the projection folds before it stores a {@link GameSummary}. It is never stored
 * whole; any replay of the same events rebuilds it identically.
 */
public class GameView {
    public String gameId;
    public String rules;
    public String white;
    public String black;
    public String event;
    public String site;
    public String round;
    public Integer board;
    public String timeControl;
    /** The control the clocks run under when it changed during the game (an increment introduced, 2017 Guidelines III.4), else null. */
    public String timeControlInForce;
    public String startFen;
    /** The first device instant of the game (its creation, or else its first timed command): the PGN Date. */
    public String createdAt;

    public String status;
    public String result;
    public String termination;
    public String terminationArticle;
    public String fen;
    public List<MoveRecord> moves = new ArrayList<>();
    /** Illegal moves counted against each player (7.4b; 2017 7.5.5). */
    public int whiteIllegalMoves;
    public int blackIllegalMoves;
    /** Squares of the men touched by the player to move on this move (4.3), in order. */
    public List<String> touches = new ArrayList<>();
    /** The promoted piece chosen by touching the square of promotion (4.4d), as {@code e8=N}, or null. */
    public String promotionChoice;
    /** A binding on the next move (touch-move after a reinstatement, an incorrect claim's intended move), or null. */
    public Obligation obligation;
    /** The last move broke its binding and the opponent may still claim (4.7), or null. */
    public Breach breach;
    /** A quickplay-finish claim awaiting the arbiter, or null. */
    public OpenClaim openClaim;
    /** Every penalty of the game, in order. */
    public List<PenaltyRecord> penalties = new ArrayList<>();
    /** Penalties imposed on each player (every {@code PenaltyImposed}, automatic ones included). */
    public int whitePenalties;
    public int blackPenalties;
    /** The player whose draw offer is open (9.1a), or null. */
    public String drawOfferBy;
    /** Claims and rulings short of the ending, in order (the ending itself is {@link #termination}). */
    public List<RulingRecord> rulings = new ArrayList<>();
    public ClockState clock;

    public long lastSeq = -1;
    public String lastAt;

    /** The position on the board, rebuilt by replay when first needed. */
    transient adjudicator.engine.Position position;
    /** {@link #timeControl} parsed once, not at every clock event. */
    transient adjudicator.engine.clock.TimeControl parsedTimeControl;

    /** One move as made on the board, with its completion time on the mover's clock. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class MoveRecord {
        public long seq;
        public String player;
        public String uci;
        public String san;
        public boolean legal;
        public String reason;
        public String article;
        public String at;
        /** The mover's remaining time once the move was completed (clock pressed or game ended); null until then. */
        public Long clockMs;
        /**
         * The time the mover's clock ran for this move, from its start (the opponent's press) to its
         * completion, stopped intervals excluded; null until completed.
         */
        public Long emtMs;
    }

    /** A penalty as recorded: on whom, which, how much (time or score), under which article, for breaking which. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class PenaltyRecord {
        public long seq;
        public String at;
        public String player;
        public String penalty;
        public Long amountMs;
        public String points;
        public String article;
        public String enforces;
        public String reason;
        public String actor;
    }

    /** Who is bound, to which moves (UCI), under which article. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Obligation {
        public String player;
        public List<String> allowed = new ArrayList<>();
        public String article;
    }

    /** A move that broke its binding: whose, which, the article; claimable by the opponent until he touches a man. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Breach {
        public String player;
        public String uci;
        public String article;
    }

    /** A claim that waits for the arbiter: whose, on what basis, and whether the decision was postponed. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class OpenClaim {
        public String player;
        public String basis;
        public String status;
    }

    /** A claim or ruling as the record shows it: after how many moves, the event, and a sentence for people. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class RulingRecord {
        public long seq;
        /** How many moves had been made on the board when it happened (0: before the first). */
        public int afterMoves;
        public String type;
        public String article;
        public String text;
    }

    /** The clock's state as of the last event (see {@code adjudicator.engine.clock.ChessClock}). */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class ClockState {
        public long whiteMs;
        public long blackMs;
        public int whiteMoves;
        public int blackMoves;
        public String running;
        public String runningSince;
        public boolean whiteFlagFallen;
        public boolean blackFlagFallen;
        /** The instant White's flag fell, when the recorded facts give it (ISO-8601); else null. */
        public String whiteFlagAt;
        /** The instant Black's flag fell, when the recorded facts give it (ISO-8601); else null. */
        public String blackFlagAt;
        /** After a stop: whose move was interrupted, and how long it had run (ms); resumed, it goes on. */
        public String pausedSide;
        public long pausedMs;
    }
}
