package adjudicator.query.tournament;

import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.http.CacheControl;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.WebRequest;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
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
    private final Map<String, Rendered> rendered = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Rendered> eldest) {
            return size() > KEPT;
        }
    });

    public RoundFeed(EventStore eventStore) {
        this.eventStore = eventStore;
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
