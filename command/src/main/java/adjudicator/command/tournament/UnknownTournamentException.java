package adjudicator.command.tournament;

import adjudicator.command.text.Message;
import adjudicator.command.text.Worded;

/** A tournament id the store does not hold, or a round, relay or feed of it that it does not hold (a 404). */
public class UnknownTournamentException extends RuntimeException implements Worded {

    private final transient Message message;

    public UnknownTournamentException(String tournamentId) {
        this(Message.of("notFound.tournament", tournamentId));
    }

    private UnknownTournamentException(Message message) {
        super(message.english());
        this.message = message;
    }

    /** The tournament holds no round {@code round}. */
    public static UnknownTournamentException round(String tournamentId, int round) {
        return new UnknownTournamentException(Message.of("notFound.tournament.round", tournamentId, round));
    }

    /** The tournament holds no relay {@code relayId}. */
    public static UnknownTournamentException relay(String tournamentId, String relayId) {
        return new UnknownTournamentException(Message.of("notFound.tournament.relay", tournamentId, relayId));
    }

    /** The tournament's round {@code round} has no relay {@code relayId}. */
    public static UnknownTournamentException roundRelay(String tournamentId, int round, String relayId) {
        return new UnknownTournamentException(Message.of("notFound.tournament.roundRelay", tournamentId, round, relayId));
    }

    /** The tournament holds no feed {@code feedId}. */
    public static UnknownTournamentException feed(String tournamentId, String feedId) {
        return new UnknownTournamentException(Message.of("notFound.tournament.feed", tournamentId, feedId));
    }

    /** The tournament's round {@code round} has no feed {@code feedId}. */
    public static UnknownTournamentException roundFeed(String tournamentId, int round, String feedId) {
        return new UnknownTournamentException(Message.of("notFound.tournament.roundFeed", tournamentId, round, feedId));
    }

    @Override
    public Message message() {
        return message;
    }
}
