package adjudicator.query;

import adjudicator.command.api.GameCreated;
import adjudicator.command.state.GameState;
import adjudicator.engine.clock.ChessClock;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * The read model of one game for lists and boards: who plays, where the game stands, the clocks as
 * of its last event. Small on purpose: it is rewritten after every batch of events. The full state of
 * one game (moves, clock times per move, PGN) is folded from its events on request.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public class GameSummary {
    public String gameId;
    public String rules;
    public String white;
    public String black;
    public String event;
    public String round;
    public Integer board;
    public String timeControl;
    public String createdAt;
    public String status;
    public String result;
    public String termination;
    public String terminationArticle;
    public String fen;
    public int moveCount;
    public int illegalMoveCount;
    public ClockState clock;
    public long lastSeq = -1;
    public String lastAt;

    /** The clock as of the last event, as the engine's clock holds it (instants in ISO-8601). */
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
        public String whiteFlagAt;
        public String blackFlagAt;
        public String pausedSide;
        public long pausedMs;

        static ClockState of(ChessClock c) {
            ClockState s = new ClockState();
            s.whiteMs = c.whiteMs();
            s.blackMs = c.blackMs();
            s.whiteMoves = c.whiteMoves();
            s.blackMoves = c.blackMoves();
            s.running = c.running() == null ? null : c.running().name();
            s.runningSince = c.runningSince() == null ? null : c.runningSince().toString();
            s.whiteFlagFallen = c.whiteFlagFallen();
            s.blackFlagFallen = c.blackFlagFallen();
            s.whiteFlagAt = c.whiteFlagAt() == null ? null : c.whiteFlagAt().toString();
            s.blackFlagAt = c.blackFlagAt() == null ? null : c.blackFlagAt().toString();
            s.pausedSide = c.pausedSide() == null ? null : c.pausedSide().name();
            s.pausedMs = c.pausedMs();
            return s;
        }
    }

    public static GameSummary of(GameState v) {
        GameCreated game = v.created();
        GameSummary s = new GameSummary();
        s.gameId = v.gameId();
        s.rules = v.edition().name();
        s.white = game.whiteName();
        s.black = game.blackName();
        s.event = game.event();
        s.round = game.round();
        s.board = game.board();
        s.timeControl = game.timeControl();
        s.createdAt = v.firstAt() == null ? null : v.firstAt().toString();
        s.status = v.status().name();
        s.result = v.result();
        s.termination = v.termination() == null ? null : v.termination().name();
        s.terminationArticle = v.terminationArticle();
        s.fen = v.fen();
        s.moveCount = v.moves().size();
        s.illegalMoveCount = (int) v.moves().stream().filter(m -> !m.legal()).count();
        s.clock = ClockState.of(v.clock());
        s.lastSeq = v.lastSeq();
        s.lastAt = v.lastAt() == null ? null : v.lastAt().toString();
        return s;
    }
}
