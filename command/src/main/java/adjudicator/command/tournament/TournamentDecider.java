package adjudicator.command.tournament;

import adjudicator.command.api.Actor;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.decide.Decision;
import adjudicator.command.text.Message;
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
import adjudicator.engine.tournament.TournamentDataException;

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
            throw GameRuleException.conflict(Message.of("refusal.tournament.noTournament", String.valueOf(command.tournamentId())), null, null);
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
                throw GameRuleException.conflict(Message.of("refusal.tournament.boardNotInGame", c.board(), c.round(), c.gameId()),
                        null, null);
            }
            return List.of(new TournamentEvent.ReplayOrdered(s.tournamentId(), at(c), Actor.APPEALS_COMMITTEE, c.round(), c.board(),
                    c.gameId(), c.appealId()));
        } else if (command instanceof TournamentCommands.SetBroadcastDelay c) {
            int round = roundOf(s, c.round());
            if (c.minutes() == null || c.minutes() < 0 || c.minutes() > 1440) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.minutesRange"));
            }
            return List.of(new TournamentEvent.BroadcastDelaySet(s.tournamentId(), at(c), Actor.ARBITER, round, c.minutes()));
        } else if (command instanceof TournamentCommands.SetInitialColour c) {
            if (c.colour() == null) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.colourRequired"));
            }
            if (s.rounds().containsKey(1)) {
                throw GameRuleException.conflict(Message.of("refusal.tournament.initialColourFixed"), null, null);
            }
            return List.of(new TournamentEvent.InitialColourSet(s.tournamentId(), at(c), Actor.ARBITER, c.colour(), c.byLot()));
        } else if (command instanceof TournamentCommands.SetKFactor c) {
            if (c.player() == null) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.playerRequired"));
            }
            if (c.k() != null && (c.k() < 1 || c.k() > 40)) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.kFactorRange", c.k()));
            }
            player(s, c.player());
            return java.util.Objects.equals(s.kFactors().get(c.player()), c.k()) ? List.of()
                    : List.of(new TournamentEvent.KFactorSet(s.tournamentId(), at(c), Actor.ARBITER, c.player(), c.k()));
        } else if (command instanceof TournamentCommands.RequestBye c) {
            return requestBye(s, c);
        } else if (command instanceof TournamentCommands.WithdrawByeRequest c) {
            if (c.player() == null || c.round() == null) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.playerAndRoundRequired"));
            }
            if (!s.byeRequests(c.round()).containsKey(c.player())) {
                throw GameRuleException.conflict(Message.of("refusal.tournament.noByeAsked", c.player(), c.round()), null, null);
            }
            if (s.rounds().containsKey(c.round())) {
                throw GameRuleException.conflict(Message.of("refusal.tournament.byeInPairings", c.round()), null, null);
            }
            return List.of(new TournamentEvent.ByeRequestWithdrawn(s.tournamentId(), at(c), Actor.ARBITER, c.player(), c.round()));
        } else if (command instanceof TournamentCommands.IssueFeed c) {
            int round = roundOf(s, c.round());
            if (c.feedId() == null || s.feeds().containsKey(c.feedId())) {
                throw GameRuleException.conflict(Message.of("refusal.tournament.feedExists", String.valueOf(c.feedId())), null, null);
            }
            if (c.secretSha256() == null || !c.secretSha256().matches("[0-9a-f]{64}")) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.feedSecret"));
            }
            if (c.expiresAt() != null && !c.expiresAt().isAfter(at(c))) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.expiresBeforeNow", at(c)));
            }
            return List.of(new TournamentEvent.FeedIssued(s.tournamentId(), at(c), Actor.ARBITER, c.feedId(), round, c.secretSha256(),
                    c.expiresAt()));
        } else if (command instanceof TournamentCommands.FollowLiveChess c) {
            int round = roundOf(s, c.round());
            if (c.relayId() == null || s.relays().containsKey(c.relayId())) {
                throw GameRuleException.conflict(Message.of("refusal.tournament.relayExists", String.valueOf(c.relayId())), null, null);
            }
            if (c.url() == null || !c.url().matches("https?://\\S+")) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.relayUrl"));
            }
            if (c.liveChessRound() < 1 || c.intervalSeconds() < 1 || c.account() == null || c.account().isBlank()) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.relayFields"));
            }
            return List.of(new TournamentEvent.LiveChessFollowed(s.tournamentId(), at(c), Actor.ARBITER, c.relayId(), round, c.url(),
                    c.liveChessRound(), c.account(), c.intervalSeconds(), c.conditional()));
        } else if (command instanceof TournamentCommands.StopFollowing c) {
            TournamentState.Relay relay = s.relays().get(c.relayId());
            if (relay == null) {
                throw UnknownTournamentException.relay(s.tournamentId(), c.relayId());
            }
            if (relay.stopped()) {
                throw GameRuleException.conflict(Message.of("refusal.tournament.relayStopped", String.valueOf(c.relayId())), null, null);
            }
            return List.of(new TournamentEvent.LiveChessFollowStopped(s.tournamentId(), at(c), Actor.ARBITER, c.relayId()));
        } else if (command instanceof TournamentCommands.RevokeFeed c) {
            TournamentState.Feed feed = s.feeds().get(c.feedId());
            if (feed == null) {
                throw UnknownTournamentException.feed(s.tournamentId(), c.feedId());
            }
            if (feed.revoked()) {
                throw GameRuleException.conflict(Message.of("refusal.tournament.feedRevoked", String.valueOf(c.feedId())), null, null);
            }
            return List.of(new TournamentEvent.FeedRevoked(s.tournamentId(), at(c), Actor.ARBITER, c.feedId()));
        } else if (command instanceof ImportTournament c) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.reportIntoExisting", s.created().name()), null, null);
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
            throw GameRuleException.conflict(Message.of("refusal.tournament.reportNameExists", c.create().name(), s.tournamentId()),
                    null, null);
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
            throw GameRuleException.conflict(Message.of("refusal.tournament.nameExists", s.created().name(), s.tournamentId()),
                    null, null);
        }
        if (c.name() == null || c.name().isBlank()) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.nameRequired"));
        }
        if (c.regulations() == null) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.regulationsRequired"));
        }
        if (c.rounds() < 1 || c.rounds() > 99) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.roundsRange", c.rounds()));
        }
        if (c.startDate() != null && c.endDate() != null && c.endDate().isBefore(c.startDate())) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.endBeforeStart", c.endDate(), c.startDate()));
        }
        return List.of(new TournamentCreated(c.tournamentId(), at(c), Actor.ARBITER, c.name().strip(), c.site(), c.federation(),
                c.startDate(), c.endDate(), c.chiefArbiter(), list(c.deputyArbiters()), list(c.arbiters()),
                c.system() == null ? PairingSystem.SWISS : c.system(), c.rounds(), c.regulations()));
    }

    private static List<TournamentEvent> register(TournamentState s, RegisterPlayer c) {
        if (s.created().system().roundRobin() && s.lastPaired() > 0) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.roundRobinPlayersFixed"), null, null);
        }
        int rank = c.startRank() != null ? c.startRank()
                : s.players().keySet().stream().mapToInt(Integer::intValue).max().orElse(0) + 1;
        Player taken = s.players().get(rank);
        if (taken != null) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.rankTaken", rank, taken.entrant().name()), null, null);
        }
        if (c.fideId() != null) {
            for (Player p : s.players().values()) {
                if (c.fideId().equals(p.entrant().fideId())) {
                    throw GameRuleException.conflict(Message.of("refusal.tournament.fideIdRegistered", c.fideId(), p.entrant().name(),
                            p.entrant().startRank()), null, null);
                }
            }
        }
        Entrant entrant;
        try {
            entrant = new Entrant(rank, c.name().strip(), c.fideId(), c.title(), c.rating(), c.federation(), c.birthDate(), c.sex());
        } catch (TournamentDataException e) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.data." + e.reason(), String.valueOf(e.value())));
        } catch (IllegalArgumentException e) {
            throw GameRuleException.malformed(e.getMessage());
        }
        int from = s.nextRound();
        if (from > s.created().rounds()) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.everyRoundPaired"), null, null);
        }
        return List.of(new PlayerRegistered(s.tournamentId(), at(c), Actor.ARBITER, entrant, from));
    }

    private static Player player(TournamentState s, Integer rank) {
        Player p = s.players().get(rank);
        if (p == null) {
            throw GameRuleException.notAFact(Message.of("refusal.tournament.noPlayer", String.valueOf(rank)), null, null);
        }
        return p;
    }

    private static int fromRound(TournamentState s, Integer asked) {
        int from = asked == null ? s.nextRound() : asked;
        if (from < s.nextRound()) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.changeFromNextRound", from, s.nextRound()), null, null);
        }
        return from;
    }

    private static List<TournamentEvent> withdraw(TournamentState s, WithdrawPlayer c) {
        Player p = player(s, c.player());
        if (p.withdrawnFrom() != null || p.expelledFrom() != null) {
            throw GameRuleException.conflict(p.expelledFrom() != null ? Message.of("refusal.tournament.expelledAlready", p.entrant().name())
                    : Message.of("refusal.tournament.withdrawnAlready", p.entrant().name()), null, null);
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
            throw GameRuleException.conflict(Message.of("refusal.tournament.expelledAlready", p.entrant().name()), null, null);
        }
        Edition edition = s.created().regulations().edition();
        return List.of(new PlayerExpelled(s.tournamentId(), at(c), Actor.ARBITER, p.entrant().startRank(),
                fromRound(s, c.fromRound()), expulsionArticle(edition), c.reason()));
    }

    private static List<TournamentEvent> pair(TournamentState s, PairRound c) {
        int round = c.round();
        if (round < 1) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.roundBelowOne", round));
        }
        if (round > s.created().rounds()) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.noSuchRound", s.created().rounds(), round), null, null);
        }
        if (round != s.nextRound()) {
            boolean again = round == s.lastPaired() && !s.rounds().get(round).started();
            if (!again) {
                throw GameRuleException.conflict(round < s.nextRound() ? Message.of("refusal.tournament.roundUnderWay", round)
                        : Message.of("refusal.tournament.nextToPair", s.nextRound(), round), null, null);
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
                    throw GameRuleException.malformed(Message.of("refusal.tournament.boardTwice", board));
                }
                next = Math.max(next, board) + 1;
                if (g.white().equals(g.black())) {
                    throw GameRuleException.malformed(Message.of("refusal.tournament.meetsHimself", board));
                }
                boards.add(new Board(board, g.white(), g.black()));
            }
            for (ByeEntry b : c.byes() == null ? List.<ByeEntry>of() : c.byes()) {
                if (!BYES.contains(b.kind())) {
                    throw GameRuleException.malformed(Message.of("refusal.tournament.byeKind",
                            String.valueOf(BYES.stream().map(Enum::name).sorted().toList()), String.valueOf(b.kind())));
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
            throw GameRuleException.malformed(Message.of("refusal.tournament.byeRequestFields"));
        }
        if (c.kind() != RoundResult.HALF_POINT_BYE && c.kind() != RoundResult.ZERO_POINT_BYE) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.byeRequestKind", String.valueOf(c.kind())));
        }
        if (s.created().system().roundRobin()) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.roundRobinNoBye"), null, null);
        }
        int round = c.round();
        if (round < 1 || round > s.created().rounds()) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.noSuchRound", s.created().rounds(), round), null, null);
        }
        if (s.rounds().containsKey(round)) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.byeAfterPairing", round), null, null);
        }
        Player player = player(s, c.player());
        if (!player.available(round)) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.notToBePaired", player.entrant().name(), round), null, null);
        }
        if (s.byeRequests(round).containsKey(c.player())) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.byeAskedAlready", player.entrant().name(), round,
                    String.valueOf(s.byeRequests(round).get(c.player()).kind())), null, null);
        }
        if (c.kind() == RoundResult.HALF_POINT_BYE) {
            adjudicator.engine.tournament.ByeRules rules = s.created().regulations().byeRules();
            int rounds = s.created().rounds();
            if (rules.noneInLastRounds() != null && round > rounds - rules.noneInLastRounds()) {
                throw GameRuleException.conflict(rules.noneInLastRounds() == 1
                        ? Message.of("refusal.tournament.noByeInLastRound", round, rounds)
                        : Message.of("refusal.tournament.noByeInLastRounds", rules.noneInLastRounds(), round, rounds), null, null);
            }
            if (rules.maxHalfPointByes() != null) {
                long had = s.rounds().values().stream().flatMap(r -> r.byes().stream())
                        .filter(b -> b.player() == c.player() && b.kind() == RoundResult.HALF_POINT_BYE).count();
                long asked = s.byeRequests().entrySet().stream().filter(e -> !s.rounds().containsKey(e.getKey()))
                        .map(e -> e.getValue().get(c.player())).filter(r -> r != null && r.kind() == RoundResult.HALF_POINT_BYE).count();
                if (had + asked >= rules.maxHalfPointByes()) {
                    throw GameRuleException.conflict(rules.maxHalfPointByes() == 1
                            ? Message.of("refusal.tournament.oneHalfPointBye", player.entrant().name(), had, asked)
                            : Message.of("refusal.tournament.maxHalfPointByes", rules.maxHalfPointByes(), player.entrant().name(), had,
                                    asked), null, null);
                }
            }
        }
        return List.of(new TournamentEvent.ByeRequested(s.tournamentId(), at(c), Actor.ARBITER, c.player(), round, c.kind(),
                c.reason()));
    }

    private static void bergerRound(TournamentState s, int round, List<Board> boards, List<Bye> byes) {
        int n = s.players().size();
        if (n < 2 || s.players().keySet().stream().mapToInt(Integer::intValue).max().orElse(0) != n) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.bergerNumbering", String.valueOf(s.players().keySet())),
                    null, null);
        }
        List<BergerTable.Round> table = s.created().system() == PairingSystem.DOUBLE_ROUND_ROBIN
                ? BergerTable.doubleRoundRobin(n) : BergerTable.singleRoundRobin(n);
        if (round > table.size()) {
            throw GameRuleException.conflict(s.created().system() == PairingSystem.DOUBLE_ROUND_ROBIN
                    ? Message.of("refusal.tournament.bergerRounds.double", n, table.size(), round)
                    : Message.of("refusal.tournament.bergerRounds", n, table.size(), round), null, null);
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
                    throw GameRuleException.conflict(r.kind() == RoundResult.HALF_POINT_BYE
                            ? Message.of("refusal.tournament.pairedDespiteHalfPointBye", name, round, b.board())
                            : Message.of("refusal.tournament.pairedDespiteAbsence", name, round, b.board()), null, null);
                }
            }
            java.util.Optional<Bye> given = byes.stream().filter(b -> b.player() == r.player()).findFirst();
            if (given.isPresent() && given.get().kind() != r.kind()) {
                throw GameRuleException.conflict(Message.of("refusal.tournament.otherBye", name, String.valueOf(r.kind()), round,
                        String.valueOf(given.get().kind())), null, null);
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
                throw GameRuleException.malformed(Message.of("refusal.tournament.pairedTwice", p, round));
            }
            if (!player.available(round)) {
                if (player.expelledFrom() != null && round >= player.expelledFrom()) {
                    throw GameRuleException.conflict(Message.of("refusal.tournament.expelledNotPaired", player.entrant().name(),
                            player.expelledFrom(), String.valueOf(player.expulsionArticle())),
                            player.expulsionArticle(), s.created().regulations().edition());
                }
                throw GameRuleException.conflict(round < player.fromRound()
                        ? Message.of("refusal.tournament.enteredLater", player.entrant().name(), player.fromRound(), round)
                        : Message.of("refusal.tournament.withdrewEarlier", player.entrant().name(), String.valueOf(player.withdrawnFrom()), round), null, null);
            }
        }
        List<String> missing = s.players().values().stream().filter(p -> p.available(round) && !seen.contains(p.entrant().startRank()))
                .map(p -> p.entrant().startRank() + " (" + p.entrant().name() + ")").toList();
        if (!missing.isEmpty()) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.leavesOut", round, String.join(", ", missing)));
        }
        long allocated = byes.stream().filter(b -> b.kind() == RoundResult.PAIRING_ALLOCATED_BYE).count();
        if (allocated > 1) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.allocatedByes", round, allocated));
        }
    }

    private static List<TournamentEvent> enter(TournamentState s, EnterResult c) {
        TournamentState.BoardState board = board(s, c.round(), c.board());
        if (board.gameId() != null) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.resultFromGame", c.board(), c.round(), board.gameId()),
                    null, null);
        }
        if (c.result() == board.entered()) {
            return List.of();
        }
        return List.of(new ResultEntered(s.tournamentId(), at(c), Actor.ARBITER, c.round(), c.board(), c.result(), c.reason()));
    }

    private static TournamentState.BoardState board(TournamentState s, int round, int board) {
        TournamentState.Round r = s.rounds().get(round);
        if (r == null) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.roundNotPaired", round), null, null);
        }
        TournamentState.BoardState b = r.boards().get(board);
        if (b == null) {
            throw GameRuleException.notAFact(Message.of("refusal.tournament.noBoard", round, board, String.valueOf(r.boards().keySet())),
                    null, null);
        }
        return b;
    }

    private static List<TournamentEvent> assign(TournamentState s, AssignGame c) {
        TournamentState.BoardState board = board(s, c.round(), c.board());
        if (c.gameId().equals(board.gameId())) {
            return List.of();
        }
        if (board.gameId() != null) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.boardInGame", c.board(), c.round(), board.gameId()), null, null);
        }
        if (board.entered() != null) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.resultEntered", c.board(), c.round(), board.entered().written()),
                    null, null);
        }
        for (int p : List.of(board.pairing().white(), board.pairing().black())) {
            Player player = s.players().get(p);
            if (player.expelledFrom() != null && c.round() >= player.expelledFrom()) {
                throw GameRuleException.conflict(Message.of("refusal.tournament.expelledNoGame", player.entrant().name(),
                        String.valueOf(player.expulsionArticle())), player.expulsionArticle(),
                        s.created().regulations().edition());
            }
        }
        return List.of(new GameAssigned(s.tournamentId(), at(c), Actor.ARBITER, c.round(), c.board(), c.gameId()));
    }

    /** A round of the tournament (paired or not yet): 1 to its number of rounds. */
    private static int roundOf(TournamentState s, Integer round) {
        if (round == null || round < 1 || round > s.created().rounds()) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.roundRange", s.created().rounds(), String.valueOf(round)));
        }
        return round;
    }

    /** The instant of the command (the server sets it where the client did not). */
    private static Instant at(TournamentCommand c) {
        if (c.at() == null) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.atRequired"));
        }
        return c.at();
    }

    private static List<String> list(List<String> names) {
        return names == null ? List.of() : names.stream().filter(n -> n != null && !n.isBlank()).map(String::strip)
                .collect(Collectors.toList());
    }
}
