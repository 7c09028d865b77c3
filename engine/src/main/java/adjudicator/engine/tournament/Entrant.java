package adjudicator.engine.tournament;

import java.time.LocalDate;
import java.util.Objects;

/**
 * A player of a tournament as the federation's records name him: the starting rank, the name as
 * FIDE writes it ({@code Lastname, Firstname}), the FIDE ID, title, rating, federation (the IOC-style
 * three-letter code FIDE uses), birth date ({@code 1990-11-30}, or the year alone, {@code 1978}, as the
 * rating list often has it) and sex; everything but the rank and the name may be unknown (null).
 */
public record Entrant(int startRank, String name, Long fideId, Title title, Integer rating, String federation,
                      String birthDate, Sex sex) {

    /** The largest FIDE ID: eleven digits, the TRF's field. */
    public static final long MAX_FIDE_ID = 99_999_999_999L;

    public Entrant {
        if (startRank < 1 || startRank > 9999) {
            throw new TournamentDataException(TournamentDataException.Reason.START_RANK, startRank, "a starting rank is 1 to 9999, not " + startRank);
        }
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new TournamentDataException(TournamentDataException.Reason.NO_NAME, null, "a player needs a name");
        }
        if (fideId != null && (fideId < 1 || fideId > MAX_FIDE_ID)) {
            throw new TournamentDataException(TournamentDataException.Reason.FIDE_ID, fideId, "a FIDE ID is 1 to 11 digits, not " + fideId);
        }
        if (rating != null && (rating < 0 || rating > 9999)) {
            throw new TournamentDataException(TournamentDataException.Reason.RATING, rating, "a rating is 0 to 9999, not " + rating);
        }
        if (birthDate != null) {
            if (!birthDate.matches("[0-9]{4}(-[0-9]{2}-[0-9]{2})?")) {
                throw new TournamentDataException(TournamentDataException.Reason.BIRTH_DATE, birthDate,
                        "a birth date is YYYY-MM-DD or a year YYYY, not \"" + birthDate + "\"");
            }
            if (birthDate.length() > 4) {
                try {
                    LocalDate.parse(birthDate);
                } catch (java.time.format.DateTimeParseException e) {
                    throw new TournamentDataException(TournamentDataException.Reason.NO_DATE, birthDate, "\"" + birthDate + "\" is no date");
                }
            }
        }
        if (federation != null && !federation.matches("[A-Z]{3}")) {
            throw new TournamentDataException(TournamentDataException.Reason.FEDERATION, federation,
                    "a federation is three capital letters (e.g. RUS, NOR), not \"" + federation + "\"");
        }
    }

    /** The same player under another starting rank. */
    public Entrant withStartRank(int rank) {
        return new Entrant(rank, name, fideId, title, rating, federation, birthDate, sex);
    }
}
