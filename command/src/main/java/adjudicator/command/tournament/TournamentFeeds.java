package adjudicator.command.tournament;

import org.springframework.stereotype.Component;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The feed addresses of rounds (docs/import.md, "Out to broadcasts"): which tournament a secret's SHA-256 is
 * a feed of. The secret itself is kept nowhere. The index is learnt from the tournaments' own events: a
 * secret not in it sends the directory through every tournament once more, at most once every few seconds
 * (so that guessing costs the guesser, never the store), and whatever it finds is then checked against the
 * tournament's current events, which alone say whether the feed is open (not revoked, not expired).
 */
@Component
public class TournamentFeeds {

    /** A feed found: its tournament and the feed as the tournament's events leave it. */
    public record Located(String tournamentId, TournamentState.Feed feed) {
    }

    private static final long RESCAN_MS = 5_000;

    private final TournamentReader tournaments;
    private final Clock clock;
    private final Map<String, String> tournamentOf = new ConcurrentHashMap<>();
    private volatile long scannedAt = Long.MIN_VALUE;

    @org.springframework.beans.factory.annotation.Autowired
    public TournamentFeeds(TournamentReader tournaments) {
        this(tournaments, Clock.systemUTC());
    }

    TournamentFeeds(TournamentReader tournaments, Clock clock) {
        this.tournaments = tournaments;
        this.clock = clock;
    }

    /** The SHA-256 of a feed's secret, hex: what the tournament keeps of it. */
    public static String sha256(String secret) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The feed whose secret is {@code secret}, as its tournament's events leave it (revoked or expired included); empty when none. */
    public Optional<Located> find(String secret) {
        String hash = sha256(secret);
        String tournamentId = tournamentOf.get(hash);
        if (tournamentId == null) {
            rescan();
            tournamentId = tournamentOf.get(hash);
        }
        if (tournamentId == null) {
            return Optional.empty();
        }
        String id = tournamentId;
        return tournaments.current(id).feeds().values().stream().filter(f -> f.secretSha256().equals(hash)).findFirst()
                .map(f -> new Located(id, f));
    }

    /** A feed issued here: known at once, before any rescan. */
    public void remember(String secretSha256, String tournamentId) {
        tournamentOf.put(secretSha256, tournamentId);
    }

    /** Whether the feed is open now. */
    public boolean open(TournamentState.Feed feed) {
        return feed.open(Instant.now(clock));
    }

    private synchronized void rescan() {
        long now = clock.millis();
        if (now - scannedAt < RESCAN_MS) {
            return;
        }
        scannedAt = now;
        for (String id : tournaments.ids()) {
            for (TournamentState.Feed f : tournaments.current(id).feeds().values()) {
                tournamentOf.put(f.secretSha256(), id);
            }
        }
    }
}
