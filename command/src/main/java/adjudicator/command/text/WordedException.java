package adjudicator.command.text;

/** A failure told to a client, its English {@link #getMessage()} the {@link Message}'s, wordable in another language. */
public class WordedException extends RuntimeException implements Worded {

    private final transient Message message;

    public WordedException(Message message) {
        super(message.english());
        this.message = message;
    }

    @Override
    public Message message() {
        return message;
    }
}
