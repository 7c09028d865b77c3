package adjudicator.engine.tournament;

import adjudicator.engine.Color;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * What a Tournament Report File carries: the tournament's data, its officials, its regulations as far
 * as the file writes them, the dates of the rounds, and the cross table. {@code plannedRounds} is the
 * number of rounds the tournament will have (TRF-2026 record 142, JaVaFo's {@code XXR}); the table has
 * the rounds paired so far. {@code absentNextRound} are the players not to be paired in the next round
 * (withdrawn, expelled, or with an announced absence), which the file writes in that round's column as
 * a pairing program reads it. {@code initialColour} is the colour of the player of starting rank 1 in
 * round 1 as the regulations fix it or a lot drew it (TRF-2026 record 152, TRF16's {@code XXC}), null where
 * neither did. {@code typeCode} is TRF-2026's encoded tournament type (record 192, e.g. {@code FIDE_DUTCH_2025}),
 * {@code extraPoints} its points outside the results (record 299), and {@code layout} the layout of the file
 * this report was read from, to write it back as it was (null for a tournament recorded here);
 * {@code requestedByes} the byes asked for and the absences announced before their rounds were paired,
 * by round then player (TRF-2026 record 240; the next round's also in its column, as {@code absentNextRound}).
 */
public record TournamentReport(String name, String city, String federation, LocalDate startDate, LocalDate endDate,
                               String chiefArbiter, List<String> deputyArbiters, List<String> arbiters,
                               String type, PairingSystem system, String timeControl, Scoring scoring,
                               List<TieBreak> tieBreaks, int plannedRounds, Map<Integer, LocalDate> roundDates,
                               TournamentTable table, Map<Integer, RoundResult> absentNextRound,
                               Map<Integer, Integer> ranks, Color initialColour, String typeCode,
                               List<ExtraPoints> extraPoints, TrfLayout layout,
                               Map<Integer, Map<Integer, RoundResult>> requestedByes) {

    /** A report without byes asked for ahead of their rounds. */
    public TournamentReport(String name, String city, String federation, LocalDate startDate, LocalDate endDate,
                            String chiefArbiter, List<String> deputyArbiters, List<String> arbiters,
                            String type, PairingSystem system, String timeControl, Scoring scoring,
                            List<TieBreak> tieBreaks, int plannedRounds, Map<Integer, LocalDate> roundDates,
                            TournamentTable table, Map<Integer, RoundResult> absentNextRound,
                            Map<Integer, Integer> ranks, Color initialColour, String typeCode,
                            List<ExtraPoints> extraPoints, TrfLayout layout) {
        this(name, city, federation, startDate, endDate, chiefArbiter, deputyArbiters, arbiters, type, system, timeControl,
                scoring, tieBreaks, plannedRounds, roundDates, table, absentNextRound, ranks, initialColour, typeCode, extraPoints,
                layout, null);
    }

    /** A report of a tournament recorded here: no type code, no points outside the results, no source file's layout. */
    public TournamentReport(String name, String city, String federation, LocalDate startDate, LocalDate endDate,
                            String chiefArbiter, List<String> deputyArbiters, List<String> arbiters,
                            String type, PairingSystem system, String timeControl, Scoring scoring,
                            List<TieBreak> tieBreaks, int plannedRounds, Map<Integer, LocalDate> roundDates,
                            TournamentTable table, Map<Integer, RoundResult> absentNextRound,
                            Map<Integer, Integer> ranks, Color initialColour) {
        this(name, city, federation, startDate, endDate, chiefArbiter, deputyArbiters, arbiters, type, system, timeControl,
                scoring, tieBreaks, plannedRounds, roundDates, table, absentNextRound, ranks, initialColour, null, null, null);
    }

    public TournamentReport {
        deputyArbiters = deputyArbiters == null ? List.of() : List.copyOf(deputyArbiters);
        arbiters = arbiters == null ? List.of() : List.copyOf(arbiters);
        tieBreaks = tieBreaks == null ? List.of() : List.copyOf(tieBreaks);
        roundDates = roundDates == null ? Map.of() : Map.copyOf(roundDates);
        absentNextRound = absentNextRound == null ? Map.of() : Map.copyOf(absentNextRound);
        ranks = ranks == null ? Map.of() : Map.copyOf(ranks);
        extraPoints = extraPoints == null ? List.of() : List.copyOf(extraPoints);
        requestedByes = requestedByes == null ? Map.of() : Map.copyOf(requestedByes);
        scoring = scoring == null ? Scoring.ONE_HALF_ZERO : scoring;
        system = system == null ? PairingSystem.SWISS : system;
    }
}
