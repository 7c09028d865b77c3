package adjudicator.command.tournament;

/** A tournament id the store does not hold (a 404). */
public class UnknownTournamentException extends RuntimeException {
    public UnknownTournamentException(String tournamentId) {
        super("no tournament with id " + tournamentId);
    }
}
