package adjudicator.command.tournament;

import adjudicator.command.tournament.TournamentEvent.Board;
import adjudicator.command.tournament.TournamentEvent.Bye;
import adjudicator.command.tournament.TournamentEvent.GameAssigned;
import adjudicator.command.tournament.TournamentEvent.PairingSource;
import adjudicator.command.tournament.TournamentEvent.PlayerExpelled;
import adjudicator.command.tournament.TournamentEvent.PlayerRegistered;
import adjudicator.command.tournament.TournamentEvent.PlayerWithdrawn;
import adjudicator.command.tournament.TournamentEvent.ResultEntered;
import adjudicator.command.tournament.TournamentEvent.RoundPaired;
import adjudicator.command.tournament.TournamentEvent.TournamentCreated;
import adjudicator.command.tournament.TournamentEvent;
import adjudicator.engine.tournament.BoardResult;
import adjudicator.engine.tournament.Entrant;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A tournament as its events leave it: what {@link TournamentFold#evolve} folds and the decider
 * decides on. Read through its accessors; changed only by the fold.
 */
public final class TournamentState {

    /** A player and what happened to him across rounds. */
    public record Player(Entrant entrant, int fromRound, Integer withdrawnFrom, Integer expelledFrom, String expulsionArticle) {
        /** Whether he may be paired in {@code round}. */
        public boolean available(int round) {
            return round >= fromRound && (withdrawnFrom == null || round < withdrawnFrom)
                    && (expelledFrom == null || round < expelledFrom);
        }
    }

    /** A board of a round: its pairing, the game created for it, a result entered for it, and its games annulled on appeal to be replayed. */
    public record BoardState(Board pairing, String gameId, BoardResult entered, String reason, List<String> replayed) {
        public BoardState(Board pairing, String gameId, BoardResult entered, String reason) {
            this(pairing, gameId, entered, reason, List.of());
        }
    }

    /** A round: its date, where its pairings came from (the sequence number of that event), its boards and byes. */
    public record Round(int number, LocalDate date, PairingSource source, long pairedAt, Map<Integer, BoardState> boards,
                        List<Bye> byes) {
        /** Whether anything has been played or entered on it: then it cannot be paired again. */
        public boolean started() {
            return boards.values().stream().anyMatch(b -> b.gameId() != null || b.entered() != null);
        }
    }

    /** A round's read-only feed address: its round, the SHA-256 of its secret, when it expires (null: never), whether revoked. */
    public record Feed(String feedId, int round, String secretSha256, Instant expiresAt, boolean revoked) {
        /** Whether it opens its round's PGN at {@code now}. */
        public boolean open(Instant now) {
            return !revoked && (expiresAt == null || now.isBefore(expiresAt));
        }
    }

    /** A round's relay from LiveChess Cloud, as set up, and whether it was stopped. */
    public record Relay(String relayId, int round, String url, int liveChessRound, String account, int intervalSeconds,
                        boolean conditional, Instant since, boolean stopped) {
    }

    String tournamentId;
    TournamentCreated created;
    /** The report file the tournament was read from, or null. */
    TournamentEvent.ReportFileRead file;
    /** Whether the players or the rounds changed since the file was read (its ranks then no longer hold). */
    boolean changedSinceRead;
    /** The initial colour set by a lot (or as the regulations fix it) after the tournament was created, or null. */
    adjudicator.engine.Color initialColourSet;
    final Map<Integer, Integer> broadcastDelays = new TreeMap<>();
    final Map<String, Feed> feeds = new LinkedHashMap<>();
    final Map<String, Relay> relays = new LinkedHashMap<>();
    final Map<Integer, Player> players = new TreeMap<>();
    final Map<Integer, Round> rounds = new TreeMap<>();
    /** The K given for players (FIDE Rating Regulations 8.3.3), by starting rank. */
    final Map<Integer, Integer> kFactors = new TreeMap<>();
    /** The byes asked for before their rounds were paired, by round then player (kept once the round is paired). */
    final Map<Integer, Map<Integer, TournamentEvent.ByeRequested>> byeRequests = new TreeMap<>();
    long lastSeq = -1;

    public String tournamentId() {
        return tournamentId;
    }

    public boolean exists() {
        return created != null;
    }

    public TournamentCreated created() {
        return created;
    }

    /**
     * The colour of the player of starting rank 1 in round 1 as set before round 1 (by lot) or as the
     * regulations fix it; null where neither says (the pairings of round 1 then show it).
     */
    public adjudicator.engine.Color initialColour() {
        return initialColourSet != null ? initialColourSet : created == null ? null : created.regulations().initialColour();
    }

    /** The report file the tournament was read from, or empty for one recorded here. */
    public java.util.Optional<TournamentEvent.ReportFileRead> file() {
        return java.util.Optional.ofNullable(file);
    }

    /** Whether the players or the rounds changed since the tournament was read from its file. */
    public boolean changedSinceRead() {
        return changedSinceRead;
    }

    /** The K given for players, by starting rank. */
    public Map<Integer, Integer> kFactors() {
        return java.util.Collections.unmodifiableMap(kFactors);
    }

    /** The byes asked for before their rounds were paired, by round then player. */
    public Map<Integer, Map<Integer, TournamentEvent.ByeRequested>> byeRequests() {
        return java.util.Collections.unmodifiableMap(byeRequests);
    }

    /** The byes asked for in {@code round}, by player; empty for none. */
    public Map<Integer, TournamentEvent.ByeRequested> byeRequests(int round) {
        return java.util.Collections.unmodifiableMap(byeRequests.getOrDefault(round, Map.of()));
    }

    public Map<Integer, Player> players() {
        return Collections.unmodifiableMap(players);
    }

    public Map<Integer, Round> rounds() {
        return Collections.unmodifiableMap(rounds);
    }

    /** The delay in minutes with which the round reaches its broadcast: 0 unless one was set. */
    public int broadcastDelayMinutes(int round) {
        return broadcastDelays.getOrDefault(round, 0);
    }

    /** The relays from LiveChess Cloud set up, by id, stopped ones included. */
    public Map<String, Relay> relays() {
        return Collections.unmodifiableMap(relays);
    }

    /** The feed addresses issued, by id, revoked ones included. */
    public Map<String, Feed> feeds() {
        return Collections.unmodifiableMap(feeds);
    }

    /** The last round paired, 0 before any. */
    public int lastPaired() {
        return rounds.isEmpty() ? 0 : ((TreeMap<Integer, Round>) rounds).lastKey();
    }

    /** The round whose pairings are still to come: the first after those paired. */
    public int nextRound() {
        return lastPaired() + 1;
    }

    /** A board of a round. */
    public record RoundBoard(Round round, BoardState board) {
    }

    /** The board whose game is {@code gameId} now (not one replayed), if the tournament has one. */
    public java.util.Optional<RoundBoard> boardOf(String gameId) {
        for (Round r : rounds.values()) {
            for (BoardState b : r.boards().values()) {
                if (gameId.equals(b.gameId())) {
                    return java.util.Optional.of(new RoundBoard(r, b));
                }
            }
        }
        return java.util.Optional.empty();
    }

    /** Every game created for the tournament, round by round, board by board. */
    public List<String> games() {
        List<String> out = new ArrayList<>();
        for (Round r : rounds.values()) {
            for (BoardState b : r.boards().values()) {
                out.addAll(b.replayed());
                if (b.gameId() != null) {
                    out.add(b.gameId());
                }
            }
        }
        return out;
    }

    /** The fold: each event's effect on the state, and nothing else. */
    public static final class TournamentFold {
        private TournamentFold() {
        }

        public static TournamentState evolve(TournamentState s, TournamentEvent event) {
            s.lastSeq++;
            s.tournamentId = event.tournamentId();
            if (s.file != null && (event instanceof PlayerRegistered || event instanceof PlayerWithdrawn || event instanceof PlayerExpelled
                    || event instanceof RoundPaired || event instanceof GameAssigned || event instanceof ResultEntered
                    || event instanceof TournamentEvent.ReplayOrdered)) {
                s.changedSinceRead = true;
            }
            if (event instanceof TournamentCreated e) {
                s.created = e;
            } else if (event instanceof PlayerRegistered e) {
                s.players.put(e.player().startRank(), new Player(e.player(), e.fromRound(), null, null, null));
            } else if (event instanceof PlayerWithdrawn e) {
                s.players.computeIfPresent(e.startRank(),
                        (k, p) -> new Player(p.entrant(), p.fromRound(), e.fromRound(), p.expelledFrom(), p.expulsionArticle()));
            } else if (event instanceof PlayerExpelled e) {
                s.players.computeIfPresent(e.startRank(),
                        (k, p) -> new Player(p.entrant(), p.fromRound(), p.withdrawnFrom(), e.fromRound(), e.article()));
            } else if (event instanceof RoundPaired e) {
                Map<Integer, BoardState> boards = new LinkedHashMap<>();
                for (Board b : e.boards()) {
                    boards.put(b.board(), new BoardState(b, null, null, null));
                }
                s.rounds.put(e.round(), new Round(e.round(), e.date(), e.source(), s.lastSeq, boards, List.copyOf(e.byes())));
            } else if (event instanceof GameAssigned e) {
                board(s, e.round(), e.board(), b -> new BoardState(b.pairing(), e.gameId(), b.entered(), b.reason(), b.replayed()));
            } else if (event instanceof ResultEntered e) {
                board(s, e.round(), e.board(), b -> new BoardState(b.pairing(), b.gameId(), e.result(), e.reason(), b.replayed()));
            } else if (event instanceof TournamentEvent.KFactorSet e) {
                if (e.k() == null) {
                    s.kFactors.remove(e.player());
                } else {
                    s.kFactors.put(e.player(), e.k());
                }
            } else if (event instanceof TournamentEvent.ByeRequested e) {
                s.byeRequests.computeIfAbsent(e.round(), r -> new TreeMap<>()).put(e.player(), e);
            } else if (event instanceof TournamentEvent.ByeRequestWithdrawn e) {
                Map<Integer, TournamentEvent.ByeRequested> round = s.byeRequests.get(e.round());
                if (round != null) {
                    round.remove(e.player());
                    if (round.isEmpty()) {
                        s.byeRequests.remove(e.round());
                    }
                }
            } else if (event instanceof TournamentEvent.ReportFileRead e) {
                s.file = e;
                s.changedSinceRead = false;
            } else if (event instanceof TournamentEvent.InitialColourSet e) {
                s.initialColourSet = e.colour();
            } else if (event instanceof TournamentEvent.BroadcastDelaySet e) {
                s.broadcastDelays.put(e.round(), e.minutes());
            } else if (event instanceof TournamentEvent.FeedIssued e) {
                s.feeds.put(e.feedId(), new Feed(e.feedId(), e.round(), e.secretSha256(), e.expiresAt(), false));
            } else if (event instanceof TournamentEvent.LiveChessFollowed e) {
                s.relays.put(e.relayId(), new Relay(e.relayId(), e.round(), e.url(), e.liveChessRound(), e.account(), e.intervalSeconds(),
                        e.conditional(), e.at(), false));
            } else if (event instanceof TournamentEvent.LiveChessFollowStopped e) {
                s.relays.computeIfPresent(e.relayId(), (k, r) -> new Relay(r.relayId(), r.round(), r.url(), r.liveChessRound(), r.account(),
                        r.intervalSeconds(), r.conditional(), r.since(), true));
            } else if (event instanceof TournamentEvent.FeedRevoked e) {
                s.feeds.computeIfPresent(e.feedId(), (k, f) -> new Feed(f.feedId(), f.round(), f.secretSha256(), f.expiresAt(), true));
            } else if (event instanceof TournamentEvent.ReplayOrdered e) {
                board(s, e.round(), e.board(), b -> {
                    List<String> replayed = new java.util.ArrayList<>(b.replayed());
                    replayed.add(e.annulledGameId());
                    return new BoardState(b.pairing(), null, b.entered(), b.reason(), List.copyOf(replayed));
                });
            }
            return s;
        }

        private static void board(TournamentState s, int round, int board, java.util.function.UnaryOperator<BoardState> change) {
            Round r = s.rounds.get(round);
            Map<Integer, BoardState> boards = new LinkedHashMap<>(r.boards());
            boards.computeIfPresent(board, (k, b) -> change.apply(b));
            s.rounds.put(round, new Round(r.number(), r.date(), r.source(), r.pairedAt(), boards, r.byes()));
        }
    }
}
