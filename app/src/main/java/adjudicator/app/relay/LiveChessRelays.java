package adjudicator.app.relay;

import adjudicator.app.access.AccessRefusedException;
import adjudicator.app.access.Account;
import adjudicator.app.access.Accounts;
import adjudicator.app.access.CommandLineCaller;
import adjudicator.app.access.Role;
import adjudicator.command.api.Commands;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.importing.LiveChess;
import adjudicator.command.record.ServerClock;
import adjudicator.command.state.GameState;
import adjudicator.command.state.MoveRecord;
import adjudicator.command.tournament.TournamentReader;
import adjudicator.command.tournament.TournamentState;
import adjudicator.engine.Color;
import adjudicator.engine.clock.ClockReconstruction;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.pgn.PgnException;
import adjudicator.engine.pgn.PgnGame;
import adjudicator.engine.pgn.PgnMove;
import adjudicator.engine.pgn.PgnReader;
import adjudicator.engine.tournament.Entrant;
import adjudicator.query.GameReader;
import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.context.WebServerInitializedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * The rounds followed on LiveChess Cloud (docs/import.md, "Following a round"): each relay polls its round's
 * {@code index.json} and games at its interval, matches each pairing to a board of the tournament's round (by FIDE ID,
 * else by name), and records each move the feed adds to the board's game as a {@code MakeMove} and a {@code PressClock}
 * sent as the relay's RELAY account, through the command gateway and the access rules like any device's, at the instants
 * the board's clock readings give. What the feed takes back or changes is never written over: the board is reported
 * {@code DIVERGED} and nothing more is written to it until the record and the feed agree again. A feed that fails is
 * retried with a backoff and reported. The relays' state is this node's; what they wrote is in the record.
 */
@Component
public class LiveChessRelays {

    private static final Logger LOG = LoggerFactory.getLogger(LiveChessRelays.class);
    private static final int NOTICES = 100;

    /** How a relay is doing. */
    public enum State { FOLLOWING, FAILING, STOPPED }

    /** How a board is doing, as the last poll found it. */
    public enum BoardState {
        /** The record has every move the feed gives. */
        IN_STEP,
        /** Moves were recorded by this poll. */
        RECORDED,
        /** The feed has no moves for it yet. */
        WAITING,
        /** The feed and the record part: the feed took moves back or gives others; nothing is written. */
        DIVERGED,
        /** The record's game is over; moves the feed gives after its end are not recorded. */
        GAME_OVER,
        /** No board of the round pairs the feed's players. */
        NO_PAIRING,
        /** The board has no game yet: the round's games are created by the arbiter. */
        NO_GAME,
        /** The record refused a move or press of the feed's (its reason given), or the game's file cannot be read. */
        REFUSED
    }

    /** A board as the last poll found it. */
    public record Board(int game, Integer board, String gameId, String white, String black, int feedPlies, int recordPlies,
                        String feedResult, BoardState state, String detail) {
    }

    /** Something the arbiter is told, at the instant it was found. */
    public record Notice(Instant at, String text) {
    }

    /** A relay's state: as set up, and as the polls found the feed. */
    public record Status(String relayId, String tournamentId, int round, String url, int liveChessRound, String account,
                         int intervalSeconds, boolean conditional, State state, Instant lastPollAt, Instant lastSuccessAt,
                         Instant lastChangeAt, int consecutiveFailures, Instant nextPollAt, String lastError, List<Board> boards,
                         List<Notice> notices) {
    }

    private final class Follow {
        final String tournamentId;
        final TournamentState.Relay relay;
        volatile ScheduledFuture<?> next;
        volatile boolean stopped;
        Instant lastPollAt;
        Instant lastSuccessAt;
        /** When a file of the feed last changed: a feed that stops moving shows here. */
        Instant lastChangeAt;
        final Map<String, Integer> contents = new HashMap<>();
        Instant nextPollAt;
        int failures;
        String lastError;
        List<Board> boards = List.of();
        final Deque<Notice> notices = new ArrayDeque<>();
        final Map<Integer, String> lastBoardNotice = new HashMap<>();

        Follow(String tournamentId, TournamentState.Relay relay) {
            this.tournamentId = tournamentId;
            this.relay = relay;
        }

        synchronized void notice(Instant at, String text) {
            notices.addLast(new Notice(at, text));
            while (notices.size() > NOTICES) {
                notices.removeFirst();
            }
            LOG.info("relay {} ({} round {}): {}", relay.relayId(), tournamentId, relay.round(), text);
        }

        /** A board's notice, told once for as long as it stays the same. */
        synchronized void boardNotice(Instant at, int game, String text) {
            if (!text.equals(lastBoardNotice.put(game, text))) {
                notice(at, text);
            }
        }

        /** A board back in step: its next notice is told again. */
        synchronized void boardInStep(int game) {
            lastBoardNotice.remove(game);
        }

        synchronized Status status() {
            return new Status(relay.relayId(), tournamentId, relay.round(), relay.url(), relay.liveChessRound(), relay.account(),
                    relay.intervalSeconds(), relay.conditional(), stopped ? State.STOPPED : failures > 0 ? State.FAILING : State.FOLLOWING,
                    lastPollAt, lastSuccessAt, lastChangeAt, failures, stopped ? null : nextPollAt, lastError, boards,
                    List.copyOf(notices));
        }

        /** Notes when the file at {@code url} changed since the last poll. */
        synchronized void read(String url, byte[] body, Instant at) {
            Integer before = contents.put(url, Arrays.hashCode(body));
            if (before == null || before != Arrays.hashCode(body)) {
                lastChangeAt = at;
            }
        }
    }

    private final TournamentReader tournaments;
    private final GameReader games;
    private final CommandGateway commands;
    private final Accounts accounts;
    private final Set<String> allowedHosts;
    private final Duration minInterval;
    private final Duration maxBackoff;
    private final FeedFetcher fetcher;
    private final ScheduledExecutorService executor;
    private final Map<String, Follow> follows = new ConcurrentHashMap<>();

    public LiveChessRelays(TournamentReader tournaments, GameReader games, CommandGateway commands, Accounts accounts,
                           @Value("${adjudicator.relay.allowed-hosts:}") String allowedHosts,
                           @Value("${adjudicator.relay.connect-timeout:5s}") Duration connectTimeout,
                           @Value("${adjudicator.relay.timeout:10s}") Duration timeout,
                           @Value("${adjudicator.relay.max-response-bytes:2097152}") long maxResponseBytes,
                           @Value("${adjudicator.relay.min-interval:2s}") Duration minInterval,
                           @Value("${adjudicator.relay.max-backoff:5m}") Duration maxBackoff) {
        this.tournaments = tournaments;
        this.games = games;
        this.commands = commands;
        this.accounts = accounts;
        this.allowedHosts = Arrays.stream(allowedHosts.split(",")).map(String::strip).filter(h -> !h.isEmpty())
                .map(h -> h.toLowerCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());
        this.minInterval = minInterval;
        this.maxBackoff = maxBackoff;
        this.fetcher = new FeedFetcher(connectTimeout, timeout, maxResponseBytes);
        this.executor = Executors.newScheduledThreadPool(2, r -> {
            Thread t = new Thread(r, "livechess-relay");
            t.setDaemon(true);
            return t;
        });
    }

    /** Why {@code url} may not be followed (its scheme, or a host the server's setting does not allow); null when it may. */
    public String refusal(String url) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            return "\"url\" is not an address: " + e.getMessage();
        }
        if (uri.getScheme() == null || !Set.of("http", "https").contains(uri.getScheme().toLowerCase(Locale.ROOT)) || uri.getHost() == null) {
            return "\"url\" is an http or https address";
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            return "\"url\" is the tournament's base address on LiveChess Cloud, without a query or fragment";
        }
        if (!allowedHosts.contains(uri.getHost().toLowerCase(Locale.ROOT))) {
            return "the host " + uri.getHost() + " is not allowed by the server's setting adjudicator.relay.allowed-hosts ("
                    + (allowedHosts.isEmpty() ? "none is" : String.join(", ", allowedHosts.stream().sorted().toList())) + ")";
        }
        return null;
    }

    /** The shortest interval a relay may poll at. */
    public Duration minInterval() {
        return minInterval;
    }

    /** Every relay not stopped, from the tournaments' records, followed once the server answers. */
    @EventListener(WebServerInitializedEvent.class)
    public void resume() {
        for (String id : tournaments.ids()) {
            try {
                for (TournamentState.Relay r : tournaments.current(id).relays().values()) {
                    if (!r.stopped()) {
                        follow(id, r);
                    }
                }
            } catch (RuntimeException e) {
                LOG.warn("relays of tournament {} not resumed: {}", id, e.getMessage());
            }
        }
    }

    /** Starts following {@code relay} of the tournament {@code tournamentId}: its first poll at once. */
    public void follow(String tournamentId, TournamentState.Relay relay) {
        Follow f = new Follow(tournamentId, relay);
        if (follows.putIfAbsent(relay.relayId(), f) == null) {
            f.notice(Instant.now(), "following " + relay.url() + " round " + relay.liveChessRound() + " every " + relay.intervalSeconds()
                    + " s as " + relay.account());
            schedule(f, Duration.ZERO);
        }
    }

    /** Stops following the relay (a poll under way finishes its board). */
    public void stop(String relayId) {
        Follow f = follows.get(relayId);
        if (f != null) {
            f.stopped = true;
            ScheduledFuture<?> next = f.next;
            if (next != null) {
                next.cancel(false);
            }
            f.notice(Instant.now(), "stopped");
        }
    }

    /** The state of the relays of a tournament's round: those this node follows, and those set up but not followed here. */
    public List<Status> status(String tournamentId, int round) {
        List<Status> out = new ArrayList<>();
        for (TournamentState.Relay r : tournaments.current(tournamentId).relays().values()) {
            if (r.round() != round) {
                continue;
            }
            Follow f = follows.get(r.relayId());
            out.add(f != null ? f.status() : new Status(r.relayId(), tournamentId, r.round(), r.url(), r.liveChessRound(), r.account(),
                    r.intervalSeconds(), r.conditional(), State.STOPPED, null, null, null, 0, null, null, List.of(), List.of()));
        }
        return out;
    }

    private void schedule(Follow f, Duration delay) {
        if (f.stopped || executor.isShutdown()) {
            return;
        }
        synchronized (f) {
            f.nextPollAt = Instant.now().plus(delay);
        }
        f.next = executor.schedule(() -> {
            Duration after;
            try {
                after = poll(f);
            } catch (RuntimeException e) {
                // a store that fails, a bug: told, and tried again later; never a thread lost
                LOG.warn("relay {}: poll failed", f.relay.relayId(), e);
                after = failed(f, Instant.now(), "the poll failed: " + e);
            }
            schedule(f, after);
        }, delay.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** One poll; the delay until the next. */
    Duration poll(Follow f) {
        Instant now = Instant.now();
        synchronized (f) {
            f.lastPollAt = now;
        }
        TournamentState.Relay relay = f.relay;
        Account account = accounts.active(relay.account()).orElse(null);
        if (account == null || account.role() != Role.RELAY) {
            return failed(f, now, "the account " + relay.account() + " is " + (account == null ? "revoked or unknown" : "no RELAY")
                    + ": nothing can be recorded");
        }
        String refusal = refusal(relay.url());
        if (refusal != null) {
            return failed(f, now, refusal);
        }
        TournamentState s = tournaments.current(f.tournamentId);
        TournamentState.Round round = s.rounds().get(relay.round());
        String base = relay.url().endsWith("/") ? relay.url() : relay.url() + "/";
        String folder = "round-" + relay.liveChessRound() + "/";
        LiveChess.RoundIndex index;
        try {
            FeedFetcher.Fetched fetched = fetcher.get(base + folder + "index.json", relay.conditional());
            if (fetched == null) {
                return failed(f, now, base + folder + "index.json: not there (404)");
            }
            f.read(base + folder + "index.json", fetched.body(), now);
            index = LiveChess.index(folder + "index.json", fetched.body());
        } catch (FeedFetcher.FetchFailed | LiveChess.Malformed e) {
            return failed(f, now, e.getMessage());
        }
        if (round == null) {
            synchronized (f) {
                f.boards = List.of();
            }
            return succeeded(f, now, "round " + relay.round() + " is not paired yet: the feed's games wait for its boards");
        }
        List<Board> boards = new ArrayList<>();
        for (int m = 1; m <= index.pairings().size(); m++) {
            Board b;
            try {
                b = board(f, s, round, index, m, base + folder, account);
            } catch (FeedFetcher.FetchFailed e) {
                LiveChess.Pairing p = index.pairings().get(m - 1);
                b = new Board(m, null, null, name(p.white()), name(p.black()), 0, 0, null, BoardState.REFUSED, e.getMessage());
                f.boardNotice(now, m, "game " + m + ": " + e.getMessage());
            }
            boards.add(b);
        }
        synchronized (f) {
            f.boards = List.copyOf(boards);
        }
        return succeeded(f, now, null);
    }

    private Duration succeeded(Follow f, Instant now, String note) {
        synchronized (f) {
            if (f.failures > 0) {
                f.notice(now, "the feed answers again after " + f.failures + " failed poll" + (f.failures == 1 ? "" : "s"));
            }
            f.failures = 0;
            f.lastError = note;
            f.lastSuccessAt = now;
        }
        return Duration.ofSeconds(Math.max(f.relay.intervalSeconds(), minInterval.toSeconds()));
    }

    /** A poll that failed: told when it first fails or fails otherwise, and tried again after a backoff. */
    private Duration failed(Follow f, Instant now, String error) {
        synchronized (f) {
            f.failures++;
            if (f.failures == 1 || !error.equals(f.lastError)) {
                f.notice(now, "the feed failed: " + error + "; tried again with a backoff");
            }
            f.lastError = error;
            long base = Math.max(f.relay.intervalSeconds(), minInterval.toSeconds()) * 1000L;
            long backoff = base << Math.min(f.failures, 16);
            return Duration.ofMillis(Math.min(backoff, maxBackoff.toMillis()));
        }
    }

    private static String name(LiveChess.Player p) {
        return p == null ? null : p.pgnName();
    }

    /** One pairing of the feed: matched to a board, its new moves recorded. */
    private Board board(Follow f, TournamentState s, TournamentState.Round round, LiveChess.RoundIndex index, int m, String folder,
                        Account account) throws FeedFetcher.FetchFailed {
        Instant now = Instant.now();
        LiveChess.Pairing pairing = index.pairings().get(m - 1);
        String white = name(pairing.white());
        String black = name(pairing.black());
        TournamentState.BoardState board = null;
        for (TournamentState.BoardState b : round.boards().values()) {
            Entrant w = s.players().get(b.pairing().white()).entrant();
            Entrant bl = s.players().get(b.pairing().black()).entrant();
            if (same(w, pairing.white()) && same(bl, pairing.black())) {
                board = b;
            }
        }
        if (board == null) {
            String detail = "no board of round " + f.relay.round() + " pairs " + white + " (White) with " + black + " (Black), by FIDE ID "
                    + "or by name";
            f.boardNotice(now, m, "game " + m + ": " + detail);
            return new Board(m, null, null, white, black, 0, 0, LiveChess.pgnResult(pairing.result()), BoardState.NO_PAIRING, detail);
        }
        int number = board.pairing().board();
        String gameId = board.gameId();
        if (gameId == null || !exists(gameId)) {
            String detail = "board " + number + " has no game: the round's games are created first (POST .../rounds/" + f.relay.round()
                    + "/games)";
            f.boardNotice(now, m, "game " + m + ": " + detail);
            return new Board(m, number, null, white, black, 0, 0, LiveChess.pgnResult(pairing.result()), BoardState.NO_GAME, detail);
        }
        String file = folder + "game-" + m + ".json";
        FeedFetcher.Fetched fetched = fetcher.get(file, f.relay.conditional());
        GameState st = games.current(gameId);
        if (fetched == null) {
            return new Board(m, number, gameId, white, black, 0, st.moves().size(), LiveChess.pgnResult(pairing.result()),
                    BoardState.WAITING, "the feed has no game-" + m + ".json yet");
        }
        f.read(file, fetched.body(), now);
        LiveChess.Game game;
        PgnGame feed;
        try {
            game = LiveChess.game("game-" + m + ".json", fetched.body());
            feed = new PgnReader(LiveChess.pgn(null, f.relay.liveChessRound(), index, m, game)).acceptingIllegalMoves().next();
        } catch (LiveChess.Malformed | PgnException e) {
            String detail = (e instanceof PgnException ? "a move of game-" + m + ".json cannot be read: " : "") + e.getMessage();
            f.boardNotice(now, m, "board " + number + ": " + detail);
            return new Board(m, number, gameId, white, black, 0, st.moves().size(), null, BoardState.REFUSED, detail);
        }
        return sync(f, account, m, number, gameId, white, black, game, feed, now);
    }

    private boolean exists(String gameId) {
        try {
            games.lastSeq(gameId);
            return true;
        } catch (adjudicator.command.api.UnknownGameException e) {
            return false;
        }
    }

    /** Whether the tournament's player is the feed's: by FIDE ID where both have one, else by name (either order of its parts). */
    static boolean same(Entrant entrant, LiveChess.Player p) {
        if (p == null) {
            return false;
        }
        if (entrant.fideId() != null && p.fideId() != null) {
            return entrant.fideId().equals(p.fideId());
        }
        String name = normal(entrant.name());
        return name.equals(normal(p.pgnName())) || name.equals(normal(p.fullName()));
    }

    private static String normal(String name) {
        return name == null ? "" : name.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }

    /** The feed's moves against the record's: the new ones recorded, or the parting reported. */
    private Board sync(Follow f, Account account, int m, int number, String gameId, String white, String black, LiveChess.Game game,
                       PgnGame feed, Instant now) {
        GameState st = games.current(gameId);
        List<MoveRecord> recorded = st.moves();
        List<PgnMove> moves = feed.moves();
        String feedResult = game.pgnResult();
        int common = 0;
        while (common < recorded.size() && common < moves.size() && recorded.get(common).uci().equals(moves.get(common).move().uci())) {
            common++;
        }
        if (common < recorded.size()) {
            String detail = "the feed gives " + moves.size() + " moves, the record " + recorded.size() + "; they part at ply " + (common + 1)
                    + " (the record: " + recorded.get(common).san() + ", the feed: " + (common < moves.size() ? moves.get(common).san()
                    : "none") + "): the feed took moves back or was corrected upstream. The record is left as it is and nothing more "
                    + "is recorded on this board until the record and the feed agree (the arbiter decides: a position restored, a "
                    + "correction upstream)";
            f.boardNotice(now, m, "board " + number + ": " + detail);
            return new Board(m, number, gameId, white, black, moves.size(), recorded.size(), feedResult, BoardState.DIVERGED, detail);
        }
        f.boardInStep(m);
        if (st.ended()) {
            String detail = "the record's game is over (" + st.result() + ")" + (moves.size() > recorded.size() ? "; the feed gives "
                    + (moves.size() - recorded.size()) + " more moves, not recorded" : "");
            return new Board(m, number, gameId, white, black, moves.size(), recorded.size(), feedResult, BoardState.GAME_OVER, detail);
        }
        String resultNote = feedResult.equals("*") ? null : "the feed gives " + feedResult + "; the record's game goes on until its end "
                + "is recorded (a mate ends it by itself; a resignation, an agreement or a flag is the arbiter's to record)";
        if (moves.size() == recorded.size() && pendingPress(st) == null) {
            return new Board(m, number, gameId, white, black, moves.size(), recorded.size(), feedResult,
                    moves.isEmpty() ? BoardState.WAITING : BoardState.IN_STEP, resultNote);
        }
        Instants times = instants(st, moves, game, now);
        List<Instant> at = times.at();
        boolean serverClock = times.serverClock();
        Color first = feed.start().sideToMove();
        String relay = f.relay.relayId();
        String refused = CommandLineCaller.as(account.caller(), () -> {
            try {
                TimeControl control = control(st);
                if (control != null && control.hasClock() && st.clocksStartedAt() == null && !moves.isEmpty()) {
                    send(new Commands.StartClocks(gameId, at.get(0), "lcc:" + relay + ":start"), serverClock);
                }
                Color pending = pendingPress(st);
                if (pending != null && !recorded.isEmpty()) {
                    send(new Commands.PressClock(gameId, max(at.get(recorded.size()), st.lastAt()), "lcc:" + relay + ":"
                            + recorded.size() + ":press", pending), serverClock);
                }
                boolean clocked = control != null && control.hasClock();
                for (int i = recorded.size(); i < moves.size(); i++) {
                    PgnMove move = moves.get(i);
                    Color player = i % 2 == 0 ? first : first.opposite();
                    Instant when = at.get(i + 1);
                    send(new Commands.MakeMove(gameId, when, "lcc:" + relay + ":" + (i + 1) + ":move", player,
                            move.illegal() == null ? move.san() : move.move().uci()), serverClock);
                    if (games.current(gameId).ended()) {
                        break;
                    }
                    if (clocked) {
                        send(new Commands.PressClock(gameId, when, "lcc:" + relay + ":" + (i + 1) + ":press", player), serverClock);
                    }
                }
                return null;
            } catch (RuntimeException e) {
                Throwable cause = e instanceof CommandExecutionException && e.getCause() != null ? e.getCause() : e;
                if (cause instanceof GameRuleException || cause instanceof AccessRefusedException) {
                    return cause.getMessage();
                }
                throw e;
            }
        });
        GameState after = games.current(gameId);
        if (refused != null) {
            String detail = "the record refused the feed's move or press: " + refused;
            f.boardNotice(now, m, "board " + number + ": " + detail);
            return new Board(m, number, gameId, white, black, moves.size(), after.moves().size(), feedResult, BoardState.REFUSED, detail);
        }
        return new Board(m, number, gameId, white, black, moves.size(), after.moves().size(), feedResult,
                after.ended() ? BoardState.GAME_OVER : BoardState.RECORDED, after.ended() ? "the record's game is over (" + after.result()
                + ")" : resultNote);
    }

    /** A command sent; its events say that the server's clock gave its instant where the feed gave none ({@link ServerClock}). */
    private void send(Object command, boolean serverClock) {
        commands.sendAndWait(ServerClock.message(command, serverClock));
    }

    /** The instants of the clocks' start and of each ply, and whether the server's clock gave them (no clock readings). */
    private record Instants(List<Instant> at, boolean serverClock) {
    }

    /** The player whose move is made but whose clock is not pressed: the last mover, or null. */
    private static Color pendingPress(GameState st) {
        if (st.moves().isEmpty() || st.clocksStartedAt() == null) {
            return null;
        }
        Color last = st.moves().get(st.moves().size() - 1).player();
        return st.playersWithIncompleteMove().contains(last) ? last : null;
    }

    private static TimeControl control(GameState st) {
        String tc = st.timeControlInForce();
        try {
            return tc == null || tc.equals("-") ? null : TimeControl.parse(tc);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * The instants of the clocks' start (index 0) and of each of the feed's plies (index ply): by the board's clock readings
     * where every move has one and the game has a clock ({@link ClockReconstruction}, from the instant the record's clocks
     * started; for clocks not started yet, from the instant that puts the feed's last press at its clock's reference time,
     * or at this poll), else at this poll; never before the record's last instant, never after now.
     */
    private static Instants instants(GameState st, List<PgnMove> moves, LiveChess.Game game, Instant now) {
        TimeControl control = control(st);
        Instant floor = st.lastAt() == null ? st.firstAt() : st.lastAt();
        List<Instant> out = new ArrayList<>();
        boolean readings = !moves.isEmpty() && moves.stream().allMatch(x -> x.clk().isPresent() || x.emt().isPresent());
        if (control == null || !control.hasClock() || !readings) {
            Instant t = max(now, floor);
            for (int i = 0; i <= moves.size(); i++) {
                out.add(t);
            }
            return new Instants(out, true);
        }
        List<java.time.Duration> clk = moves.stream().map(x -> x.clk().orElse(null)).toList();
        List<java.time.Duration> emt = moves.stream().map(x -> x.emt().orElse(null)).toList();
        Color first = st.start().sideToMove();
        Instant start = st.clocksStartedAt();
        if (start == null) {
            ClockReconstruction.Result provisional = ClockReconstruction.of(control, Instant.EPOCH, first, clk, emt);
            long last = provisional.presses().get(moves.size() - 1).at().toEpochMilli();
            Instant reference = now;
            if (game.clock() != null && game.clock().time() != null) {
                Instant t = Instant.ofEpochMilli(game.clock().time());
                if (!t.isAfter(now) && t.isAfter(now.minus(Duration.ofDays(1)))) {
                    reference = t;
                }
            }
            start = max(reference.minusMillis(last), floor);
        }
        ClockReconstruction.Result presses = ClockReconstruction.of(control, start, first, clk, emt);
        out.add(min(start, now));
        Instant previous = max(start, floor);
        for (ClockReconstruction.Press p : presses.presses()) {
            Instant t = min(max(p.at(), previous), now);
            out.add(t);
            previous = t;
        }
        return new Instants(out, false);
    }

    private static Instant max(Instant a, Instant b) {
        return b == null || a.isAfter(b) ? a : b;
    }

    private static Instant min(Instant a, Instant b) {
        return a.isBefore(b) ? a : b;
    }

    /** Stops every relay's polls (the server stops). */
    @jakarta.annotation.PreDestroy
    public void close() {
        executor.shutdownNow();
    }

    /** The relays this node follows, by id (for the tests). */
    Map<String, Status> followed() {
        Map<String, Status> out = new LinkedHashMap<>();
        follows.forEach((id, f) -> out.put(id, f.status()));
        return out;
    }
}
