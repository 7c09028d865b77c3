package adjudicator.query.tournament;

import adjudicator.command.api.GameEvent;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.command.tournament.TournamentReader;
import adjudicator.command.tournament.TournamentState;
import adjudicator.command.tournament.UnknownTournamentException;
import adjudicator.engine.tournament.Entrant;
import adjudicator.query.GameReader;
import adjudicator.query.PgnWriter;
import adjudicator.query.QueryController;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.http.CacheControl;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.WebRequest;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A round's PGN as a feed that a broadcast polls (lichess's relay polls every second or so): each answer
 * carries an {@code ETag}, the SHA-256 of its text, and a request whose {@code If-None-Match} names the
 * current one is answered {@code 304 Not Modified} with no body. The text is rendered again only when the
 * store has been appended to since it was last rendered (its head token, one indexed query), so that a
 * poll of a round where nothing happened costs that query and no rendering. The round is read from the
 * events themselves (the tournament's and its games'), never from a projection that may lag, so a text
 * kept for a head is the text of that head.
 */
@Component
public class RoundFeed {

    private record Rendered(TrackingToken head, String etag, String text) {
    }

    private static final int KEPT = 256;

    private final EventStore eventStore;
    private final TournamentReader tournaments;
    private final GameReader games;
    private final Map<String, Rendered> rendered = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Rendered> eldest) {
            return size() > KEPT;
        }
    });

    /** One game's PGN as rendered for a round's feed: for the game's event {@code seq}, with {@code tags}. */
    private record RenderedGame(long seq, Map<String, String> tags, String text) {
    }

    /**
     * A game of a delayed round as folded for a broadcast's {@code cutoff}: its state after the events before {@code next}
     * (the first not folded, recorded at {@code nextAt}, null where every stored event was folded), who recorded
     * each, and its PGN with {@code tags}.
     */
    private record DelayedGame(Instant cutoff, GameState state, long next, Instant nextAt,
                               Map<Long, adjudicator.command.record.RecordedBy> accounts, Map<String, String> tags, String text) {
    }

    private final Map<String, DelayedGame> delayedGames = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, DelayedGame> eldest) {
            return size() > 4096;
        }
    });

    private final adjudicator.query.GameHeads heads;
    private final adjudicator.command.record.RecordVerifier verifier;
    /**
     * The live rounds' games as rendered lately, by game: a round's text is rendered again only for the games
     * whose last stored event has changed since, so a move on one board costs one game's rendering, not the
     * round's.
     */
    private final Map<String, RenderedGame> renderedGames = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, RenderedGame> eldest) {
            return size() > 4096;
        }
    });

    public RoundFeed(EventStore eventStore, TournamentReader tournaments, GameReader games,
                     adjudicator.query.GameHeads heads, adjudicator.command.record.RecordVerifier verifier) {
        this.eventStore = eventStore;
        this.tournaments = tournaments;
        this.games = games;
        this.heads = heads;
        this.verifier = verifier;
    }

    /**
     * The round's PGN as a broadcast may show it: live for the tournament's officials, and for the public and
     * the round's feed addresses as of the round's broadcast delay before now (the moves, presses and endings
     * recorded by then; a game not yet set up then as it was set up), re-rendered at most once a second.
     */
    public ResponseEntity<String> round(String tournamentId, int round, boolean delayed, WebRequest request) {
        TournamentState s = tournaments.current(tournamentId);
        int minutes = delayed ? s.broadcastDelayMinutes(round) : 0;
        Instant cutoff = minutes == 0 ? null
                : Instant.now().minusSeconds(60L * minutes).truncatedTo(ChronoUnit.SECONDS);
        return answer(tournamentId + "\n" + round + "\n" + cutoff, request, () -> text(s, round, cutoff),
                QueryController.PGN);
    }

    /** The round's PGN, board by board, as the record gives it now, or as of {@code cutoff} where given. */
    private String text(TournamentState s, int round, Instant cutoff) {
        TournamentState.Round r = s.rounds().get(round);
        if (r == null) {
            throw UnknownTournamentException.round(s.tournamentId(), round);
        }
        StringBuilder out = new StringBuilder();
        Map<String, Long> heads = this.heads.of(r.boards().values().stream().map(TournamentState.BoardState::gameId)
                .filter(Objects::nonNull).toList());
        for (TournamentState.BoardState b : r.boards().values()) {
            if (b.gameId() == null) {
                continue;
            }
            Entrant white = s.players().get(b.pairing().white()).entrant();
            Entrant black = s.players().get(b.pairing().black()).entrant();
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Round", round + "." + b.pairing().board());
            tags.put("WhiteTitle", white.title() == null ? null : white.title().name());
            tags.put("BlackTitle", black.title() == null ? null : black.title().name());
            tags.put("WhiteElo", white.rating() == null ? null : white.rating().toString());
            tags.put("BlackElo", black.rating() == null ? null : black.rating().toString());
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(cutoff == null ? live(b.gameId(), heads.get(b.gameId()), tags) : delayed(b.gameId(), heads.get(b.gameId()), cutoff, tags));
        }
        return out.toString();
    }

    /**
     * A game's PGN as of its last stored event {@code head}, its chain checked up to it: as rendered for that
     * event where it was, else rendered now from the game's fold (as of its last event then).
     */
    private String live(String gameId, Long head, Map<String, String> tags) {
        if (head != null) {
            verifier.check(gameId, head);
            RenderedGame known = renderedGames.get(gameId);
            if (known != null && known.seq() == head && known.tags().equals(tags)) {
                return known.text();
            }
        }
        GameState v = games.current(gameId);
        String text = PgnWriter.write(v, games.recordedBy(gameId), tags);
        renderedGames.put(gameId, new RenderedGame(v.lastSeq(), Collections.unmodifiableMap(new LinkedHashMap<>(tags)), text));
        return text;
    }

    /**
     * A game's PGN as of a broadcast's {@code cutoff}: its events up to the first recorded after the cutoff (the game
     * as set up where even its setup is later), as {@link GameReader#asOf} folds them, its chain checked up to its last
     * stored event {@code head}. Kept by game and folded forward as the cutoff moves on: a poll reads from the store
     * only the events after those folded, and only where the first of them is no longer after the cutoff; so a
     * delayed round costs what its new moves cost, not a fold of every game each second. An earlier cutoff (a longer
     * delay set) folds the game afresh.
     */
    private String delayed(String gameId, Long head, Instant cutoff, Map<String, String> tags) {
        if (head == null) {
            return PgnWriter.write(state(gameId, cutoff), games.recordedBy(gameId), tags); // refused as a read of the game is
        }
        verifier.check(gameId, head);
        DelayedGame known = delayedGames.get(gameId);
        if (known != null && (known.cutoff().isAfter(cutoff) || known.next() > head + 1)) {
            known = null;
        }
        boolean nothingNew = known != null && (known.next() > head || known.nextAt() != null && known.nextAt().isAfter(cutoff));
        if (nothingNew && known.tags().equals(tags)) {
            return known.text();
        }
        GameState state = known == null ? GameState.EMPTY : known.state();
        long next = known == null ? 0 : known.next();
        Instant nextAt = known == null ? null : known.nextAt();
        Map<Long, adjudicator.command.record.RecordedBy> accounts = new HashMap<>(known == null ? Map.of() : known.accounts());
        if (!nothingNew) {
            GameFold.Folding folding = new GameFold.Folding(state);
            nextAt = null;
            java.util.Iterator<? extends DomainEventMessage<?>> stream = eventStore.readEvents(gameId, next).asStream().iterator();
            while (stream.hasNext()) {
                DomainEventMessage<?> m = stream.next();
                if (m.getSequenceNumber() > head) {
                    break;
                }
                GameEvent event = (GameEvent) m.getPayload();
                if (m.getSequenceNumber() > 0 && event.at() != null && event.at().isAfter(cutoff)) {
                    nextAt = event.at();
                    break;
                }
                folding.apply(event);
                adjudicator.command.record.RecordedBy by = adjudicator.command.record.RecordedBy.of(m.getMetaData());
                if (by != null) {
                    accounts.put(m.getSequenceNumber(), by);
                }
                next = m.getSequenceNumber() + 1;
            }
            state = folding.state();
        }
        Map<Long, adjudicator.command.record.RecordedBy> kept = Collections.unmodifiableMap(accounts);
        String text = PgnWriter.write(state, kept::get, tags);
        delayedGames.put(gameId, new DelayedGame(cutoff, state, next, nextAt, kept,
                Collections.unmodifiableMap(new LinkedHashMap<>(tags)), text));
        return text;
    }

    private GameState state(String gameId, Instant cutoff) {
        if (cutoff == null) {
            return games.current(gameId);
        }
        try {
            return games.asOf(gameId, cutoff);
        } catch (GameReader.BeforeTheGameException e) {
            return games.afterEvent(gameId, 0); // not yet set up at the cutoff: the game as set up, no move
        }
    }

    /** The answer to a poll of the feed {@code key}, whose text {@code render} gives (and refuses as it would). */
    public ResponseEntity<String> answer(String key, WebRequest request, Supplier<String> render, org.springframework.http.MediaType type) {
        TrackingToken head = eventStore.createHeadToken();
        Rendered known = rendered.get(key);
        if (known == null || !Objects.equals(known.head(), head)) {
            String text = render.get();
            known = new Rendered(head, "\"" + sha256(text) + "\"", text);
            rendered.put(key, known);
        }
        if (request.checkNotModified(known.etag())) {
            return ResponseEntity.status(304).eTag(known.etag()).cacheControl(CacheControl.noCache()).build();
        }
        return ResponseEntity.ok().contentType(type).eTag(known.etag()).cacheControl(CacheControl.noCache()).body(known.text());
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
