package adjudicator.query;

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
    public GameView.ClockState clock;
    public long lastSeq = -1;
    public String lastAt;

    public static GameSummary of(GameView v) {
        GameSummary s = new GameSummary();
        s.gameId = v.gameId;
        s.rules = v.rules;
        s.white = v.white;
        s.black = v.black;
        s.event = v.event;
        s.round = v.round;
        s.board = v.board;
        s.timeControl = v.timeControl;
        s.createdAt = v.createdAt;
        s.status = v.status;
        s.result = v.result;
        s.termination = v.termination;
        s.terminationArticle = v.terminationArticle;
        s.fen = v.fen;
        s.moveCount = v.moves.size();
        s.illegalMoveCount = (int) v.moves.stream().filter(m -> !m.legal).count();
        s.clock = v.clock;
        s.lastSeq = v.lastSeq;
        s.lastAt = v.lastAt;
        return s;
    }
}
