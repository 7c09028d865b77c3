package adjudicator.command.api;

import adjudicator.command.text.Message;
import adjudicator.command.text.Worded;

/** A request named a game that does not exist (404). */
public class UnknownGameException extends RuntimeException implements Worded {

    private final transient Message message;

    public UnknownGameException(String gameId) {
        this(Message.of("notFound.game", gameId));
    }

    private UnknownGameException(Message message) {
        super(message.english());
        this.message = message;
    }

    @Override
    public Message message() {
        return message;
    }
}
