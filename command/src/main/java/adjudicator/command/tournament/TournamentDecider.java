package adjudicator.command.tournament;

import adjudicator.command.api.Actor;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.decide.Decision;
import adjudicator.command.tournament.TournamentCommands.AssignGame;
import adjudicator.command.tournament.TournamentCommands.ByeEntry;
import adjudicator.command.tournament.TournamentCommands.CreateTournament;
import adjudicator.command.tournament.TournamentCommands.EnterResult;
import adjudicator.command.tournament.TournamentCommands.ExpelPlayer;
import adjudicator.command.tournament.TournamentCommands.ImportTournament;
import adjudicator.command.tournament.TournamentCommands.PairRound;
import adjudicator.command.tournament.TournamentCommands.RegisterPlayer;
import adjudicator.command.tournament.TournamentCommands.TournamentCommand;
import adjudicator.command.tournament.TournamentCommands.WithdrawPlayer;
import adjudicator.command.tournament.TournamentCommands;
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
import adjudicator.command.tournament.TournamentState.Player;
import adjudicator.command.tournament.TournamentState;
import adjudicator.engine.rules.ArbiterPenalty;
import adjudicator.engine.rules.Cited;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Ruleset;
import adjudicator.engine.tournament.BergerTable;
import adjudicator.engine.tournament.Entrant;
import adjudicator.engine.tournament.PairingSystem;
import adjudicator.engine.tournament.RoundResult;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * The decisions of a tournament: {@code decide(state, command) -> events}, pure. A refusal is a
 * {@link GameRuleException} (400 malformed, 409 not allowed now, 422 cannot be), thrown before any
 * event, so that it writes nothing; where a rule of the Laws or of FIDE's regulations is the reason,
 * it names the article.
 */
public final class TournamentDecider {

    /** The kinds of bye a round's pairings may give. */
    static final Set<RoundResult> BYES = Set.of(RoundResult.PAIRING_ALLOCATED_BYE, RoundResult.HALF_POINT_BYE,
            RoundResult.FULL_POINT_BYE, RoundResult.ZERO_POINT_BYE);

    private TournamentDecider() {
    }

    /** A tournament's id: the same name always gives the same id, so that two tournaments never share a name (their games' event). */
    public static String idOf(String name) {
        return UUID.nameUUIDFromBytes(("tournament:" + name.strip()).getBytes(StandardCharsets.UTF_8)).toString();
    }

    /**
     * The id of the game of a board, from the pairing it is played under (creating it twice makes one game),
     * and for the {@code replay}-th replay of the board ordered on appeal (0: the first game).
     */
    public static String gameIdOf(String tournamentId, int round, int board, long pairedAt, int replay) {
        String key = tournamentId + "/" + round + "/" + board + "/" + pairedAt + (replay == 0 ? "" : "/replay/" + replay);
        return UUID.nameUUIDFromBytes(key.getBytes(StandardCharsets.UTF_8)).toString();
    }

    /** The events {@code command} makes of the tournament {@code s}, or its refusal with the rule's article: pure. */
    public static Decision<TournamentEvent> decide(TournamentState s, TournamentCommand command) {
        return Decision.of(() -> events(s, command));
    }

    /** The events of a whole report, or the refusal of the first part refused: the file is taken whole or not at all. */
    public static Decision<TournamentEvent> importing(TournamentState s, ImportTournament c) {
        return Decision.of(() -> importEvents(s, c));
    }

    private static List<TournamentEvent> events(TournamentState s, TournamentCommand command) {
        if (command instanceof CreateTournament c) {
            return create(s, c);
        }
        if (!s.exists()) {
            throw GameRuleException.conflict("there is no tournament " + command.tournamentId(), null, null);
        }
        if (command instanceof RegisterPlayer c) {
            return register(s, c);
        } else if (command instanceof WithdrawPlayer c) {
            return withdraw(s, c);
        } else if (command instanceof ExpelPlayer c) {
            return expel(s, c);
        } else if (command instanceof PairRound c) {
            return pair(s, c);
        } else if (command instanceof EnterResult c) {
            return enter(s, c);
        } else if (command instanceof AssignGame c) {
            return assign(s, c);
        } else if (command instanceof TournamentCommands.OrderReplay c) {
            TournamentState.BoardState board = board(s, c.round(), c.board());
            if (!c.gameId().equals(board.gameId())) {
                throw GameRuleException.conflict("board " + c.board() + " of round " + c.round() + " is not played in game " + c.gameId(),
                        null, null);
            }
            return List.of(new TournamentEvent.ReplayOrdered(s.tournamentId(), at(c), Actor.APPEALS_COMMITTEE, c.round(), c.board(),
                    c.gameId(), c.appealId()));
        } else if (command instanceof TournamentCommands.SetBroadcastDelay c) {
            int round = roundOf(s, c.round());
            if (c.minutes() == null || c.minutes() < 0 || c.minutes() > 1440) {
                throw GameRuleException.malformed("\"minutes\" must be 0 to 1440");
            }
            return List.of(new TournamentEvent.BroadcastDelaySet(s.tournamentId(), at(c), Actor.ARBITER, round, c.minutes()));
        } else if (command instanceof TournamentCommands.SetInitialColour c) {
            if (c.colour() == null) {
                throw GameRuleException.malformed("\"colour\" is required: WHITE or BLACK");
            }
            if (s.rounds().containsKey(1)) {
                throw GameRuleException.conflict("round 1 is paired: its colours are in its pairings, and the initial colour "
                        + "can no longer change", null, null);
            }
            return List.of(new TournamentEvent.InitialColourSet(s.tournamentId(), at(c), Actor.ARBITER, c.colour(), c.byLot()));
        } else if (command instanceof TournamentCommands.SetKFactor c) {
            if (c.player() == null) {
                throw GameRuleException.malformed("\"player\" is required: the starting rank");
            }
            if (c.k() != null && (c.k() < 1 || c.k() > 40)) {
                throw GameRuleException.malformed("\"k\" is 1 to 40 (FIDE Rating Regulations 8.3.3: 40, 20 or 10, or less where K "
                        + "times the games of a rating period would exceed 700), not " + c.k());
            }
            player(s, c.player());
            return java.util.Objects.equals(s.kFactors().get(c.player()), c.k()) ? List.of()
                    : List.of(new TournamentEvent.KFactorSet(s.tournamentId(), at(c), Actor.ARBITER, c.player(), c.k()));
        } else if (command instanceof TournamentCommands.RequestBye c) {
            return requestBye(s, c);
        } else if (command instanceof TournamentCommands.WithdrawByeRequest c) {
            if (c.player() == null || c.round() == null) {
                throw GameRuleException.malformed("\"player\" and \"round\" are required");
            }
            if (!s.byeRequests(c.round()).containsKey(c.player())) {
                throw GameRuleException.conflict("player " + c.player() + " asked for no bye in round " + c.round(), null, null);
            }
            if (s.rounds().containsKey(c.round())) {
                throw GameRuleException.conflict("round " + c.round() + " is paired: the bye is in its pairings", null, null);
            }
            return List.of(new TournamentEvent.ByeRequestWithdrawn(s.tournamentId(), at(c), Actor.ARBITER, c.player(), c.round()));
        } else if (command instanceof TournamentCommands.IssueFeed c) {
            int round = roundOf(s, c.round());
            if (c.feedId() == null || s.feeds().containsKey(c.feedId())) {
                throw GameRuleException.conflict("feed " + c.feedId() + " exists", null, null);
            }
            if (c.secretSha256() == null || !c.secretSha256().matches("[0-9a-f]{64}")) {
                throw GameRuleException.malformed("a feed keeps the SHA-256 of its secret, in hex");
            }
            if (c.expiresAt() != null && !c.expiresAt().isAfter(at(c))) {
                throw GameRuleException.malformed("\"expiresAt\" must be after now (" + at(c) + ")");
            }
            return List.of(new TournamentEvent.FeedIssued(s.tournamentId(), at(c), Actor.ARBITER, c.feedId(), round, c.secretSha256(),
                    c.expiresAt()));
        } else if (command instanceof TournamentCommands.FollowLiveChess c) {
            int round = roundOf(s, c.round());
            if (c.relayId() == null || s.relays().containsKey(c.relayId())) {
                throw GameRuleException.conflict("relay " + c.relayId() + " exists", null, null);
            }
            if (c.url() == null || !c.url().matches("https?://\\S+")) {
                throw GameRuleException.malformed("\"url\" is the tournament's address on LiveChess Cloud, http or https");
            }
            if (c.liveChessRound() < 1 || c.intervalSeconds() < 1 || c.account() == null || c.account().isBlank()) {
                throw GameRuleException.malformed("a relay names its round on LiveChess Cloud (from 1), its account and its interval");
            }
            return List.of(new TournamentEvent.LiveChessFollowed(s.tournamentId(), at(c), Actor.ARBITER, c.relayId(), round, c.url(),
                    c.liveChessRound(), c.account(), c.intervalSeconds(), c.conditional()));
        } else if (command instanceof TournamentCommands.StopFollowing c) {
            TournamentState.Relay relay = s.relays().get(c.relayId());
            if (relay == null) {
                throw UnknownTournamentException.relay(s.tournamentId(), c.relayId());
            }
            if (relay.stopped()) {
                throw GameRuleException.conflict("relay " + c.relayId() + " is stopped already", null, null);
            }
            return List.of(new TournamentEvent.LiveChessFollowStopped(s.tournamentId(), at(c), Actor.ARBITER, c.relayId()));
        } else if (command instanceof TournamentCommands.RevokeFeed c) {
            TournamentState.Feed feed = s.feeds().get(c.feedId());
            if (feed == null) {
                throw UnknownTournamentException.feed(s.tournamentId(), c.feedId());
            }
            if (feed.revoked()) {
                throw GameRuleException.conflict("feed " + c.feedId() + " is revoked already", null, null);
            }
            return List.of(new TournamentEvent.FeedRevoked(s.tournamentId(), at(c), Actor.ARBITER, c.feedId()));
        } else if (command instanceof ImportTournament c) {
            throw GameRuleException.conflict("a tournament report is imported as a new tournament; \"" + s.created().name()
                    + "\" exists", null, null);
        }
        throw new IllegalArgumentException("unknown command " + command);
    }

    /** The events of a whole report: a new tournament, its players, rounds and results, decided one after another. */
    private static List<TournamentEvent> importEvents(TournamentState s, ImportTournament c) {
        TournamentState scratch = new TournamentState();
        List<TournamentEvent> all = new ArrayList<>();
        List<TournamentCommand> steps = new ArrayList<>();
        steps.add(c.create());
        steps.addAll(c.players());
        if (c.rounds() != null) {
            steps.addAll(c.rounds());
        }
        if (c.results() != null) {
            steps.addAll(c.results());
        }
        if (c.requests() != null) {
            steps.addAll(c.requests());
        }
        if (s.exists()) {
            throw GameRuleException.conflict("a tournament named \"" + c.create().name() + "\" exists (" + s.tournamentId()
                    + "); a report is imported as a new tournament", null, null);
        }
        for (TournamentCommand step : steps) {
            for (TournamentEvent e : events(scratch, step)) {
                TournamentState.TournamentFold.evolve(scratch, e);
                all.add(e);
            }
        }
        if (c.file() != null) {
            TournamentCommands.ReportFile f = c.file();
            all.add(new TournamentEvent.ReportFileRead(c.tournamentId(), at(c), Actor.ARBITER, f.sha256(), f.layout(), f.ranks(),
                    f.extraPoints(), f.typeCode()));
        }
        return all;
    }

    private static List<TournamentEvent> create(TournamentState s, CreateTournament c) {
        if (s.exists()) {
            throw GameRuleException.conflict("a tournament named \"" + s.created().name() + "\" exists (" + s.tournamentId() + ")",
                    null, null);
        }
        if (c.name() == null || c.name().isBlank()) {
            throw GameRuleException.malformed("\"name\" is required");
        }
        if (c.regulations() == null) {
            throw GameRuleException.malformed("\"regulations\" are required: at least the edition of the Laws (\"rules\")");
        }
        if (c.rounds() < 1 || c.rounds() > 99) {
            throw GameRuleException.malformed("\"rounds\" is 1 to 99, not " + c.rounds());
        }
        if (c.startDate() != null && c.endDate() != null && c.endDate().isBefore(c.startDate())) {
            throw GameRuleException.malformed("\"endDate\" " + c.endDate() + " is before \"startDate\" " + c.startDate());
        }
        return List.of(new TournamentCreated(c.tournamentId(), at(c), Actor.ARBITER, c.name().strip(), c.site(), c.federation(),
                c.startDate(), c.endDate(), c.chiefArbiter(), list(c.deputyArbiters()), list(c.arbiters()),
                c.system() == null ? PairingSystem.SWISS : c.system(), c.rounds(), c.regulations()));
    }

    private static List<TournamentEvent> register(TournamentState s, RegisterPlayer c) {
        if (s.created().system().roundRobin() && s.lastPaired() > 0) {
            throw GameRuleException.conflict("the players of a round robin are fixed once round 1 is paired: the Berger tables "
                    + "number them all (C.05 Annex 1)", null, null);
        }
        int rank = c.startRank() != null ? c.startRank()
                : s.players().keySet().stream().mapToInt(Integer::intValue).max().orElse(0) + 1;
        Player taken = s.players().get(rank);
        if (taken != null) {
            throw GameRuleException.conflict("starting rank " + rank + " is " + taken.entrant().name() + "'s", null, null);
        }
        if (c.fideId() != null) {
            for (Player p : s.players().values()) {
                if (c.fideId().equals(p.entrant().fideId())) {
                    throw GameRuleException.conflict("FIDE ID " + c.fideId() + " is registered already, as " + p.entrant().name()
                            + " (starting rank " + p.entrant().startRank() + ")", null, null);
                }
            }
        }
        Entrant entrant;
        try {
            entrant = new Entrant(rank, c.name().strip(), c.fideId(), c.title(), c.rating(), c.federation(), c.birthDate(), c.sex());
        } catch (IllegalArgumentException e) {
            throw GameRuleException.malformed(e.getMessage());
        }
        int from = s.nextRound();
        if (from > s.created().rounds()) {
            throw GameRuleException.conflict("every round of the tournament is paired: a player entered now would play none", null, null);
        }
        return List.of(new PlayerRegistered(s.tournamentId(), at(c), Actor.ARBITER, entrant, from));
    }

    private static Player player(TournamentState s, Integer rank) {
        Player p = s.players().get(rank);
        if (p == null) {
            throw GameRuleException.notAFact("no player has the starting rank " + rank, null, null);
        }
        return p;
    }

    private static int fromRound(TournamentState s, Integer asked) {
        int from = asked == null ? s.nextRound() : asked;
        if (from < s.nextRound()) {
            throw GameRuleException.conflict("round " + from + " is paired already: a change of the players takes effect from round "
                    + s.nextRound() + " on (the rounds paired are part of the record)", null, null);
        }
        return from;
    }

    private static List<TournamentEvent> withdraw(TournamentState s, WithdrawPlayer c) {
        Player p = player(s, c.player());
        if (p.withdrawnFrom() != null || p.expelledFrom() != null) {
            throw GameRuleException.conflict(p.entrant().name() + " is " + (p.expelledFrom() != null ? "expelled" : "withdrawn")
                    + " already", null, null);
        }
        return List.of(new PlayerWithdrawn(s.tournamentId(), at(c), Actor.ARBITER, p.entrant().startRank(),
                fromRound(s, c.fromRound()), c.reason()));
    }

    /** The article of expulsion in the tournament's edition of the Laws. */
    static String expulsionArticle(Edition edition) {
        return Ruleset.of(edition).arbiterPenalties().stream().filter(x -> x.value() == ArbiterPenalty.EXPULSION)
                .map(Cited::article).findFirst().orElseThrow();
    }

    private static List<TournamentEvent> expel(TournamentState s, ExpelPlayer c) {
        Player p = player(s, c.player());
        if (p.expelledFrom() != null) {
            throw GameRuleException.conflict(p.entrant().name() + " is expelled already", null, null);
        }
        Edition edition = s.created().regulations().edition();
        return List.of(new PlayerExpelled(s.tournamentId(), at(c), Actor.ARBITER, p.entrant().startRank(),
                fromRound(s, c.fromRound()), expulsionArticle(edition), c.reason()));
    }

    private static List<TournamentEvent> pair(TournamentState s, PairRound c) {
        int round = c.round();
        if (round < 1) {
            throw GameRuleException.malformed("round must be 1 or more, not " + round);
        }
        if (round > s.created().rounds()) {
            throw GameRuleException.conflict("the tournament has " + s.created().rounds() + " rounds; there is no round " + round, null, null);
        }
        if (round != s.nextRound()) {
            boolean again = round == s.lastPaired() && !s.rounds().get(round).started();
            if (!again) {
                throw GameRuleException.conflict(round < s.nextRound()
                        ? "round " + round + " is paired and under way (a game exists or a result is in): its pairings stand"
                        : "round " + s.nextRound() + " is the next to pair, not " + round, null, null);
            }
        }
        List<Board> boards = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        PairingSource source = c.source() == null ? PairingSource.ENTERED : c.source();
        boolean berger = (c.games() == null || c.games().isEmpty()) && (c.byes() == null || c.byes().isEmpty())
                && s.created().system().roundRobin();
        if (berger) {
            source = PairingSource.BERGER_TABLE;
            bergerRound(s, round, boards, byes);
        } else {
            int next = 1;
            Set<Integer> usedBoards = new HashSet<>();
            for (TournamentCommands.Game g : c.games() == null ? List.<TournamentCommands.Game>of() : c.games()) {
                int board = g.board() == null ? next : g.board();
                if (!usedBoards.add(board)) {
                    throw GameRuleException.malformed("board " + board + " is paired twice");
                }
                next = Math.max(next, board) + 1;
                if (g.white().equals(g.black())) {
                    throw GameRuleException.malformed("board " + board + ": a player cannot meet himself");
                }
                boards.add(new Board(board, g.white(), g.black()));
            }
            for (ByeEntry b : c.byes() == null ? List.<ByeEntry>of() : c.byes()) {
                if (!BYES.contains(b.kind())) {
                    throw GameRuleException.malformed("a bye is one of " + BYES.stream().map(Enum::name).sorted().toList() + ", not " + b.kind());
                }
                byes.add(new Bye(b.player(), b.kind()));
            }
        }
        aroundRequests(s, round, boards, byes);
        check(s, round, boards, byes);
        return List.of(new RoundPaired(s.tournamentId(), at(c), Actor.ARBITER, round, c.date(), boards, byes, source));
    }

    /**
     * A bye asked for before its round is paired, in a Swiss (a round robin's games are fixed by its table): a
     * half-point bye within the regulations' limits, each refusal naming the limit; an announced absence always.
     */
    private static List<TournamentEvent> requestBye(TournamentState s, TournamentCommands.RequestBye c) {
        if (c.player() == null || c.round() == null || c.kind() == null) {
            throw GameRuleException.malformed("\"player\", \"round\" and \"kind\" are required");
        }
        if (c.kind() != RoundResult.HALF_POINT_BYE && c.kind() != RoundResult.ZERO_POINT_BYE) {
            throw GameRuleException.malformed("a player asks for a half-point bye (HALF_POINT_BYE) or announces an absence "
                    + "(ZERO_POINT_BYE), not " + c.kind());
        }
        if (s.created().system().roundRobin()) {
            throw GameRuleException.conflict("a round robin's games are fixed by its Berger table (C.05 Annex 1): an absence is a "
                    + "forfeit, entered as the board's result", null, null);
        }
        int round = c.round();
        if (round < 1 || round > s.created().rounds()) {
            throw GameRuleException.conflict("the tournament has " + s.created().rounds() + " rounds; there is no round " + round,
                    null, null);
        }
        if (s.rounds().containsKey(round)) {
            throw GameRuleException.conflict("round " + round + " is paired: a bye in it is given by pairing it again (PairRound) "
                    + "while none of its games exists", null, null);
        }
        Player player = player(s, c.player());
        if (!player.available(round)) {
            throw GameRuleException.conflict(player.entrant().name() + " is not to be paired in round " + round, null, null);
        }
        if (s.byeRequests(round).containsKey(c.player())) {
            throw GameRuleException.conflict(player.entrant().name() + " asked for a bye in round " + round + " already ("
                    + s.byeRequests(round).get(c.player()).kind() + ")", null, null);
        }
        if (c.kind() == RoundResult.HALF_POINT_BYE) {
            adjudicator.engine.tournament.ByeRules rules = s.created().regulations().byeRules();
            int rounds = s.created().rounds();
            if (rules.noneInLastRounds() != null && round > rounds - rules.noneInLastRounds()) {
                throw GameRuleException.conflict("the regulations allow no half-point bye in the last " + rules.noneInLastRounds()
                        + " round" + (rules.noneInLastRounds() == 1 ? "" : "s") + " (byes.noneInLastRounds), and round " + round
                        + " of " + rounds + " is one", null, null);
            }
            if (rules.maxHalfPointByes() != null) {
                long had = s.rounds().values().stream().flatMap(r -> r.byes().stream())
                        .filter(b -> b.player() == c.player() && b.kind() == RoundResult.HALF_POINT_BYE).count();
                long asked = s.byeRequests().entrySet().stream().filter(e -> !s.rounds().containsKey(e.getKey()))
                        .map(e -> e.getValue().get(c.player())).filter(r -> r != null && r.kind() == RoundResult.HALF_POINT_BYE).count();
                if (had + asked >= rules.maxHalfPointByes()) {
                    throw GameRuleException.conflict("the regulations allow " + rules.maxHalfPointByes() + " half-point bye"
                            + (rules.maxHalfPointByes() == 1 ? "" : "s") + " a player (byes.maxHalfPointByes); "
                            + player.entrant().name() + " has had " + had + " and asked for " + asked + " more", null, null);
                }
            }
        }
        return List.of(new TournamentEvent.ByeRequested(s.tournamentId(), at(c), Actor.ARBITER, c.player(), round, c.kind(),
                c.reason()));
    }

    private static void bergerRound(TournamentState s, int round, List<Board> boards, List<Bye> byes) {
        int n = s.players().size();
        if (n < 2 || s.players().keySet().stream().mapToInt(Integer::intValue).max().orElse(0) != n) {
            throw GameRuleException.conflict("the Berger tables number the players 1 to n: the starting ranks are "
                    + s.players().keySet() + " (C.05 Annex 1)", null, null);
        }
        List<BergerTable.Round> table = s.created().system() == PairingSystem.DOUBLE_ROUND_ROBIN
                ? BergerTable.doubleRoundRobin(n) : BergerTable.singleRoundRobin(n);
        if (round > table.size()) {
            throw GameRuleException.conflict("a " + (s.created().system() == PairingSystem.DOUBLE_ROUND_ROBIN ? "double " : "")
                    + "round robin of " + n + " players has " + table.size() + " rounds, not " + round + " (C.05 Annex 1)", null, null);
        }
        BergerTable.Round r = table.get(round - 1);
        int board = 1;
        for (BergerTable.Pairing p : r.games()) {
            boards.add(new Board(board++, p.white(), p.black()));
        }
        if (r.bye() != null) {
            // the player paired with the number beyond the players rests: a round without a game and without points
            byes.add(new Bye(r.bye(), RoundResult.ZERO_POINT_BYE));
        }
    }

    /**
     * A round is paired around the byes asked for in it: a player who asked is given his bye where the pairing
     * leaves him out (a pairing program's output lists only its games and its pairing-allocated bye); a pairing
     * that puts him in a game, or gives him another bye, is refused.
     */
    private static void aroundRequests(TournamentState s, int round, List<Board> boards, List<Bye> byes) {
        for (TournamentEvent.ByeRequested r : s.byeRequests(round).values()) {
            String name = player(s, r.player()).entrant().name();
            for (Board b : boards) {
                if (b.white() == r.player() || b.black() == r.player()) {
                    throw GameRuleException.conflict(name + " asked for a " + (r.kind() == RoundResult.HALF_POINT_BYE
                            ? "half-point bye" : "zero-point bye (an announced absence)") + " in round " + round + ", but board "
                            + b.board() + " pairs him: pair around him, or withdraw the request (WithdrawByeRequest)", null, null);
                }
            }
            java.util.Optional<Bye> given = byes.stream().filter(b -> b.player() == r.player()).findFirst();
            if (given.isPresent() && given.get().kind() != r.kind()) {
                throw GameRuleException.conflict(name + " asked for " + r.kind() + " in round " + round + ", not "
                        + given.get().kind(), null, null);
            }
            if (given.isEmpty()) {
                byes.add(new Bye(r.player(), r.kind()));
            }
        }
    }

    /** Every available player once, nobody else; at most one pairing-allocated bye. */
    private static void check(TournamentState s, int round, List<Board> boards, List<Bye> byes) {
        Set<Integer> seen = new HashSet<>();
        List<Integer> named = new ArrayList<>();
        boards.forEach(b -> {
            named.add(b.white());
            named.add(b.black());
        });
        byes.forEach(b -> named.add(b.player()));
        for (int p : named) {
            Player player = player(s, p);
            if (!seen.add(p)) {
                throw GameRuleException.malformed("player " + p + " is paired twice in round " + round);
            }
            if (!player.available(round)) {
                if (player.expelledFrom() != null && round >= player.expelledFrom()) {
                    throw GameRuleException.conflict(player.entrant().name() + " is expelled from the competition from round "
                            + player.expelledFrom() + " (Art. " + player.expulsionArticle() + "): he is paired no more",
                            player.expulsionArticle(), s.created().regulations().edition());
                }
                throw GameRuleException.conflict(player.entrant().name() + (round < player.fromRound()
                        ? " entered from round " + player.fromRound() : " withdrew from round " + player.withdrawnFrom())
                        + ": he is not paired in round " + round, null, null);
            }
        }
        List<String> missing = s.players().values().stream().filter(p -> p.available(round) && !seen.contains(p.entrant().startRank()))
                .map(p -> p.entrant().startRank() + " (" + p.entrant().name() + ")").toList();
        if (!missing.isEmpty()) {
            throw GameRuleException.malformed("round " + round + " leaves out " + String.join(", ", missing)
                    + ": every player is in a game or has a bye (ZERO_POINT_BYE for an announced absence)");
        }
        long allocated = byes.stream().filter(b -> b.kind() == RoundResult.PAIRING_ALLOCATED_BYE).count();
        if (allocated > 1) {
            throw GameRuleException.malformed("round " + round + " gives " + allocated + " pairing-allocated byes; there is at most one");
        }
    }

    private static List<TournamentEvent> enter(TournamentState s, EnterResult c) {
        TournamentState.BoardState board = board(s, c.round(), c.board());
        if (board.gameId() != null) {
            throw GameRuleException.conflict("board " + c.board() + " of round " + c.round() + " is played in game " + board.gameId()
                    + ": its result comes from the game's record", null, null);
        }
        if (c.result() == board.entered()) {
            return List.of();
        }
        return List.of(new ResultEntered(s.tournamentId(), at(c), Actor.ARBITER, c.round(), c.board(), c.result(), c.reason()));
    }

    private static TournamentState.BoardState board(TournamentState s, int round, int board) {
        TournamentState.Round r = s.rounds().get(round);
        if (r == null) {
            throw GameRuleException.conflict("round " + round + " is not paired", null, null);
        }
        TournamentState.BoardState b = r.boards().get(board);
        if (b == null) {
            throw GameRuleException.notAFact("round " + round + " has no board " + board + " (boards " + r.boards().keySet() + ")", null, null);
        }
        return b;
    }

    private static List<TournamentEvent> assign(TournamentState s, AssignGame c) {
        TournamentState.BoardState board = board(s, c.round(), c.board());
        if (c.gameId().equals(board.gameId())) {
            return List.of();
        }
        if (board.gameId() != null) {
            throw GameRuleException.conflict("board " + c.board() + " of round " + c.round() + " is played in game " + board.gameId(), null, null);
        }
        if (board.entered() != null) {
            throw GameRuleException.conflict("board " + c.board() + " of round " + c.round() + " has the result "
                    + board.entered().written() + " entered: no game is created for it", null, null);
        }
        for (int p : List.of(board.pairing().white(), board.pairing().black())) {
            Player player = s.players().get(p);
            if (player.expelledFrom() != null && c.round() >= player.expelledFrom()) {
                throw GameRuleException.conflict(player.entrant().name() + " is expelled from the competition (Art. "
                        + player.expulsionArticle() + "): no new game of his is created", player.expulsionArticle(),
                        s.created().regulations().edition());
            }
        }
        return List.of(new GameAssigned(s.tournamentId(), at(c), Actor.ARBITER, c.round(), c.board(), c.gameId()));
    }

    /** A round of the tournament (paired or not yet): 1 to its number of rounds. */
    private static int roundOf(TournamentState s, Integer round) {
        if (round == null || round < 1 || round > s.created().rounds()) {
            throw GameRuleException.malformed("\"round\" must be 1 to " + s.created().rounds() + ", not " + round);
        }
        return round;
    }

    /** The instant of the command (the server sets it where the client did not). */
    private static Instant at(TournamentCommand c) {
        if (c.at() == null) {
            throw GameRuleException.malformed("\"at\" is required");
        }
        return c.at();
    }

    private static List<String> list(List<String> names) {
        return names == null ? List.of() : names.stream().filter(n -> n != null && !n.isBlank()).map(String::strip)
                .collect(Collectors.toList());
    }
}
