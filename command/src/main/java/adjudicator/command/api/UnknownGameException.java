package adjudicator.command.api;

/** A request named a game that does not exist (404). */
public class UnknownGameException extends RuntimeException {
    public UnknownGameException(String gameId) {
        super("no game with id " + gameId);
    }
}
