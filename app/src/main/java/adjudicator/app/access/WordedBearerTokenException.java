package adjudicator.app.access;

import adjudicator.command.text.Message;
import adjudicator.command.text.Worded;
import org.springframework.security.oauth2.server.resource.InvalidBearerTokenException;

/**
 * A bearer token refused with words the request's language can word ({@link AccessProblems} answers it 401): its
 * {@link #getMessage()} the message's English, as the refusal read before the languages.
 */
final class WordedBearerTokenException extends InvalidBearerTokenException implements Worded {

    private final transient Message message;

    WordedBearerTokenException(Message message) {
        super(message.english());
        this.message = message;
    }

    @Override
    public Message message() {
        return message;
    }
}
