package adjudicator.engine.tournament;

import adjudicator.engine.rules.Edition;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What a competition's regulations fix for every game and for its standings, as data: the edition of
 * the Laws its games are played under, the time control (the PGN {@code TimeControl} syntax the games
 * take), the default time for a late arrival where the edition lets the regulations set it (2005 6.7a;
 * 2017/2023 6.7.1; null: the edition's own), the restriction of draws by agreement (RF 2013 and
 * 2017/2023 9.1.1), whether the quickplay-finish guidelines were announced (2017/2023 Guidelines III),
 * the scoring, the tie-breaks in their order, the text of the tie-break regulations they follow, the
 * deadline for an appeal after a game (null: FIDE's Appeals Committee Procedural Rules, C.11 3.4), and the
 * initial colour: the colour of the player of starting rank 1 in round 1, from which a Swiss pairing
 * program alternates the colours down the boards (null: not fixed by the regulations, drawn by lot before
 * round 1; TRF-2026 record 152, TRF16's {@code XXC}), and the limits on the byes a player asks for before
 * a round is paired (null: none).
 */
public record Regulations(Edition edition, String timeControl, Duration defaultTime, DrawAgreement drawAgreement,
                          boolean quickplayFinishAnnounced, Scoring scoring, List<TieBreak> tieBreaks,
                          TieBreakRules tieBreakRules, Duration appealDeadline, adjudicator.engine.Color initialColour,
                          ByeRules byes) {

    /** Regulations that leave the appeal deadline to C.11. */
    public Regulations(Edition edition, String timeControl, Duration defaultTime, DrawAgreement drawAgreement,
                       boolean quickplayFinishAnnounced, Scoring scoring, List<TieBreak> tieBreaks, TieBreakRules tieBreakRules) {
        this(edition, timeControl, defaultTime, drawAgreement, quickplayFinishAnnounced, scoring, tieBreaks, tieBreakRules, null, null,
                null);
    }

    /** Regulations that leave the initial colour to a lot. */
    public Regulations(Edition edition, String timeControl, Duration defaultTime, DrawAgreement drawAgreement,
                       boolean quickplayFinishAnnounced, Scoring scoring, List<TieBreak> tieBreaks, TieBreakRules tieBreakRules,
                       Duration appealDeadline) {
        this(edition, timeControl, defaultTime, drawAgreement, quickplayFinishAnnounced, scoring, tieBreaks, tieBreakRules,
                appealDeadline, null, null);
    }

    /** The same regulations with the initial colour {@code colour}. */
    public Regulations withInitialColour(adjudicator.engine.Color colour) {
        return new Regulations(edition, timeControl, defaultTime, drawAgreement, quickplayFinishAnnounced, scoring, tieBreaks,
                tieBreakRules, appealDeadline, colour, byes);
    }

    /** The same regulations with the limits {@code rules} on the byes a player asks for. */
    public Regulations withByes(ByeRules rules) {
        return new Regulations(edition, timeControl, defaultTime, drawAgreement, quickplayFinishAnnounced, scoring, tieBreaks,
                tieBreakRules, appealDeadline, initialColour, rules);
    }

    /** The limits on the byes a player asks for, none where the regulations set none. */
    public ByeRules byeRules() {
        return byes == null ? new ByeRules(null, null) : byes;
    }

    public Regulations {
        Objects.requireNonNull(edition, "edition");
        if (defaultTime != null && (defaultTime.isNegative() || defaultTime.compareTo(Duration.ofHours(24)) > 0)) {
            throw new TournamentDataException(TournamentDataException.Reason.DEFAULT_TIME, defaultTime,
                    "a default time is 0 to 24 hours, not " + defaultTime);
        }
        drawAgreement = drawAgreement == null ? DrawAgreement.FREE : drawAgreement;
        scoring = scoring == null ? Scoring.ONE_HALF_ZERO : scoring;
        tieBreaks = tieBreaks == null ? List.of() : List.copyOf(tieBreaks);
        if (tieBreaks.stream().distinct().count() != tieBreaks.size()) {
            throw new TournamentDataException(TournamentDataException.Reason.TIE_BREAK_TWICE, tieBreaks, "a tie-break is listed twice: " + tieBreaks);
        }
        tieBreakRules = tieBreakRules == null ? TieBreakRules.C07_2026 : tieBreakRules;
        if (appealDeadline != null && (appealDeadline.isNegative() || appealDeadline.compareTo(Duration.ofDays(7)) > 0)) {
            throw new TournamentDataException(TournamentDataException.Reason.APPEAL_DEADLINE, appealDeadline,
                    "an appeal deadline is 0 to 7 days, not " + appealDeadline);
        }
    }
}
