package adjudicator.query;

import adjudicator.command.record.RecordVerifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Many games' outcomes at once, as of each game's last stored event: what a tournament's standings, cross
 * table, results and round boards read. The store is asked once for every game's last sequence number; each
 * game's chain is checked up to it (as any read of a game checks it, {@link RecordVerifier#check}: a game
 * that fails is refused); then each outcome is the one kept for that very event (read lately, or stored by
 * the game-views projection beside the game's summary) and, only where none is (the projection behind a
 * command just acknowledged, or a game not projected yet), folded from the game's events. So the answer is
 * never behind the record, and equal to folding every game; only the folding is saved.
 */
@Component
public class GameOutcomes {

    private final GameSummaryRepository summaries;
    private final GameReader games;
    private final GameHeads heads;
    private final RecordVerifier verifier;
    /** Outcomes read lately, by game: each is used only for the event it was made from ({@link GameOutcome#lastSeq}). */
    private final Map<String, GameOutcome> recent;

    public GameOutcomes(GameSummaryRepository summaries, GameReader games, GameHeads heads, RecordVerifier verifier,
                        @Value("${adjudicator.outcome-cache-size:100000}") int kept) {
        this.summaries = summaries;
        this.games = games;
        this.heads = heads;
        this.verifier = verifier;
        this.recent = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, GameOutcome> eldest) {
                return size() > kept;
            }
        });
    }

    /**
     * The outcome of each of {@code gameIds} as of its last stored event, by game id. A game the store does not
     * hold is refused as a read of it is ({@code UnknownGameException}), a game whose record fails verification
     * likewise ({@code RecordFailsVerificationException}).
     */
    public Map<String, GameOutcome> of(Collection<String> gameIds) {
        Map<String, Long> heads = this.heads.of(gameIds);
        Map<String, GameOutcome> out = new HashMap<>();
        List<String> unknown = new ArrayList<>();
        for (String id : gameIds) {
            Long head = heads.get(id);
            if (head == null) {
                out.put(id, fold(id)); // refused as a read of the game is (unknown, or deleted under a checkpoint)
                continue;
            }
            verifier.check(id, head);
            GameOutcome known = recent.get(id);
            if (known != null && known.lastSeq() == head) {
                out.put(id, known);
            } else {
                unknown.add(id);
            }
        }
        if (!unknown.isEmpty()) {
            Map<String, GameOutcome> projected = summaries.outcomes(unknown);
            for (String id : unknown) {
                GameOutcome o = projected.get(id);
                if (o == null || o.lastSeq() != heads.get(id) || o.register() == null) {
                    o = fold(id);
                }
                recent.put(id, o);
                out.put(id, o);
            }
        }
        return out;
    }

    private GameOutcome fold(String gameId) {
        return GameOutcome.of(games.current(gameId), () -> games.events(gameId));
    }
}
