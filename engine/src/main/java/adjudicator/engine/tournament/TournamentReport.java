package adjudicator.engine.tournament;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * What a Tournament Report File carries: the tournament's data, its officials, its regulations as far
 * as the file writes them, the dates of the rounds, and the cross table. {@code plannedRounds} is the
 * number of rounds the tournament will have (TRF-2026 record 142, JaVaFo's {@code XXR}); the table has
 * the rounds paired so far. {@code absentNextRound} are the players not to be paired in the next round
 * (withdrawn, expelled, or with an announced absence), which the file writes in that round's column as
 * a pairing program reads it.
 */
public record TournamentReport(String name, String city, String federation, LocalDate startDate, LocalDate endDate,
                               String chiefArbiter, List<String> deputyArbiters, List<String> arbiters,
                               String type, PairingSystem system, String timeControl, Scoring scoring,
                               List<TieBreak> tieBreaks, int plannedRounds, Map<Integer, LocalDate> roundDates,
                               TournamentTable table, Map<Integer, RoundResult> absentNextRound,
                               Map<Integer, Integer> ranks) {

    public TournamentReport {
        deputyArbiters = deputyArbiters == null ? List.of() : List.copyOf(deputyArbiters);
        arbiters = arbiters == null ? List.of() : List.copyOf(arbiters);
        tieBreaks = tieBreaks == null ? List.of() : List.copyOf(tieBreaks);
        roundDates = roundDates == null ? Map.of() : Map.copyOf(roundDates);
        absentNextRound = absentNextRound == null ? Map.of() : Map.copyOf(absentNextRound);
        ranks = ranks == null ? Map.of() : Map.copyOf(ranks);
        scoring = scoring == null ? Scoring.ONE_HALF_ZERO : scoring;
        system = system == null ? PairingSystem.SWISS : system;
    }
}
