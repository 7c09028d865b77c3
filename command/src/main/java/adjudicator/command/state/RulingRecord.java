package adjudicator.command.state;

/**
 * A claim or ruling as the record shows it to people: the event, how many moves stood on the board
 * when it happened (0: before the first; a later reinstatement lowers it to the moves kept), its type,
 * article, and a sentence ({@link Rulings}).
 */
public record RulingRecord(long seq, int afterMoves, String type, String article, String text) {

    RulingRecord atMost(int moves) {
        return afterMoves <= moves ? this : new RulingRecord(seq, moves, type, article, text);
    }
}
