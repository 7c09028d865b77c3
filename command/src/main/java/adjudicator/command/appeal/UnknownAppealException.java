package adjudicator.command.appeal;

import adjudicator.command.text.Message;
import adjudicator.command.text.Worded;

/** An appeal id the store does not hold (a 404). */
public class UnknownAppealException extends RuntimeException implements Worded {

    private final transient Message message;

    public UnknownAppealException(String appealId) {
        super(Message.of("notFound.appeal", appealId).english());
        this.message = Message.of("notFound.appeal", appealId);
    }

    @Override
    public Message message() {
        return message;
    }
}
