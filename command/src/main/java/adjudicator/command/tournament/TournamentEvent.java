package adjudicator.command.tournament;

import adjudicator.command.api.Actor;
import adjudicator.engine.tournament.BoardResult;
import adjudicator.engine.tournament.Entrant;
import adjudicator.engine.tournament.PairingSystem;
import adjudicator.engine.tournament.Regulations;
import adjudicator.engine.tournament.RoundResult;
import org.axonframework.serialization.Revision;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * Every event of a tournament: the tournament, the instant it was recorded by the arbiter's device,
 * and who acted (the arbiter, or the system for what follows from other events). Kept in the same store
 * and hash chain as the games' events; never edited: a correction is a new event.
 */
public sealed interface TournamentEvent {
    String tournamentId();

    Instant at();

    Actor actor();

    /**
     * A tournament and its regulations: its name (the event its games are played in), site,
     * federation, dates, officials (named in the TRF and the report), pairing system, number of rounds.
     */
    @Revision("1")
    record TournamentCreated(String tournamentId, Instant at, Actor actor, String name, String site, String federation,
                             LocalDate startDate, LocalDate endDate, String chiefArbiter, List<String> deputyArbiters,
                             List<String> arbiters, PairingSystem system, int rounds, Regulations regulations)
            implements TournamentEvent {
    }

    /** A player entered, from round {@code fromRound} on (a late entry misses the rounds before it). */
    @Revision("1")
    record PlayerRegistered(String tournamentId, Instant at, Actor actor, Entrant player, int fromRound)
            implements TournamentEvent {
    }

    /** A player withdrew: he is not paired from round {@code fromRound} on. */
    @Revision("1")
    record PlayerWithdrawn(String tournamentId, Instant at, Actor actor, int startRank, int fromRound, String reason)
            implements TournamentEvent {
    }

    /**
     * A player expelled from the competition (2005 13.4g; RF 2013 13.4.8; 2017/2023 12.9.9): not paired from
     * round {@code fromRound} on, and no new game of his is created.
     */
    @Revision("1")
    record PlayerExpelled(String tournamentId, Instant at, Actor actor, int startRank, int fromRound, String article,
                          String reason) implements TournamentEvent {
    }

    /** One game of a round's pairings: its board, White's and Black's starting ranks. */
    record Board(int board, int white, int black) {
    }

    /** A player not paired against another in a round, and the kind of bye he has. */
    record Bye(int player, RoundResult kind) {
    }

    /** Where a round's pairings came from. */
    enum PairingSource {
        /** Entered by the arbiter. */
        ENTERED,
        /** The FIDE Berger tables (C.05 Annex 1), generated here. */
        BERGER_TABLE,
        /** A pairing program's output (bbpPairings, JaVaFo). */
        PAIRING_PROGRAM,
        /** A Tournament Report File. */
        TRF
    }

    /**
     * A round's pairings, board by board, and its byes; a round paired again before any of its games
     * exists or any result is in replaces the earlier pairings.
     */
    @Revision("1")
    record RoundPaired(String tournamentId, Instant at, Actor actor, int round, LocalDate date, List<Board> boards,
                       List<Bye> byes, PairingSource source) implements TournamentEvent {
    }

    /** The game played on a board of a round, created from its pairing: its result comes from its own record. */
    @Revision("1")
    record GameAssigned(String tournamentId, Instant at, Actor actor, int round, int board, String gameId)
            implements TournamentEvent {
    }

    /**
     * An appeal's decision annulled the board's game and ordered it replayed: the board waits for a new
     * game of the same pairing; the annulled one stays in the record.
     */
    @Revision("1")
    record ReplayOrdered(String tournamentId, Instant at, Actor actor, int round, int board, String annulledGameId, String appealId)
            implements TournamentEvent {
    }

    /**
     * A board's result where no game of this system records it (a forfeit before any game was created, a
     * result read from a report file); entered again, the later one stands, with its reason.
     */
    @Revision("1")
    record ResultEntered(String tournamentId, Instant at, Actor actor, int round, int board, BoardResult result,
                         String reason) implements TournamentEvent {
    }

    /**
     * The initial colour was set before round 1: the colour of the player of starting rank 1 in round 1, drawn
     * by lot ({@code byLot}) or as the regulations fix it. It stands above the regulations' own.
     */
    @Revision("1")
    record InitialColourSet(String tournamentId, Instant at, Actor actor, adjudicator.engine.Color colour, boolean byLot)
            implements TournamentEvent {
    }

    /** A player's K for the rating changes (FIDE Rating Regulations 8.3.3), as the rating list gives it; null: taken back. */
    @Revision("1")
    record KFactorSet(String tournamentId, Instant at, Actor actor, int player, Integer k) implements TournamentEvent {
    }

    /** A bye asked for before its round is paired: a half-point bye, or an announced absence (a zero-point bye). */
    @Revision("1")
    record ByeRequested(String tournamentId, Instant at, Actor actor, int player, int round, RoundResult kind, String reason)
            implements TournamentEvent {
    }

    /** A bye asked for, withdrawn before its round was paired. */
    @Revision("1")
    record ByeRequestWithdrawn(String tournamentId, Instant at, Actor actor, int player, int round) implements TournamentEvent {
    }

    /**
     * The tournament was read from a Tournament Report File, whose SHA-256, layout, ranks (null where this
     * system ranks the players itself), points outside the results (299) and encoded type (192) are kept,
     * so that the file is written back as it was (docs/tournaments.md). The last of the import's events.
     */
    @Revision("1")
    record ReportFileRead(String tournamentId, Instant at, Actor actor, String sha256,
                          adjudicator.engine.tournament.TrfLayout layout, Map<Integer, Integer> ranks,
                          List<adjudicator.engine.tournament.ExtraPoints> extraPoints, String typeCode)
            implements TournamentEvent {
    }

    /** The delay, in minutes, with which the round's moves and clocks reach its broadcast (0: none). */
    @Revision("1")
    record BroadcastDelaySet(String tournamentId, Instant at, Actor actor, int round, int minutes) implements TournamentEvent {
    }

    /**
     * A read-only feed address of a round's PGN was issued: its id, the SHA-256 of its secret (the secret itself is
     * given once, to whoever issued it, and kept nowhere), and when it expires (null: when revoked).
     */
    @Revision("1")
    record FeedIssued(String tournamentId, Instant at, Actor actor, String feedId, int round, String secretSha256, Instant expiresAt)
            implements TournamentEvent {
    }

    /**
     * A round's boards are followed on LiveChess Cloud: the relay's id, the round, the address and round there, the RELAY
     * account its moves are recorded by, the interval between polls in seconds, whether by conditional GET.
     */
    @Revision("1")
    record LiveChessFollowed(String tournamentId, Instant at, Actor actor, String relayId, int round, String url, int liveChessRound,
                             String account, int intervalSeconds, boolean conditional) implements TournamentEvent {
    }

    /** A round's relay was stopped. */
    @Revision("1")
    record LiveChessFollowStopped(String tournamentId, Instant at, Actor actor, String relayId) implements TournamentEvent {
    }

    /** A feed address was revoked. */
    @Revision("1")
    record FeedRevoked(String tournamentId, Instant at, Actor actor, String feedId) implements TournamentEvent {
    }
}
