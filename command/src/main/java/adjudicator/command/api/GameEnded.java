package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The ruling that ends a game: the result, its cause, and the article of the game's edition.
 * {@code analysis} is the engine's answer to "can this side still checkmate?" where the ruling turned
 * on it (a flag fall, 6.10; a resignation under 2023 5.1.2); null otherwise, and in events stored
 * before the field existed.
 */
@Revision("1")
public record GameEnded(String gameId, Instant at, Actor actor, String result, Termination termination,
                        String article, Edition rules, MateAnalysis analysis) implements GameEvent {

    /** A ruling that did not turn on whether a side can checkmate. */
    public GameEnded(String gameId, Instant at, Actor actor, String result, Termination termination,
                     String article, Edition rules) {
        this(gameId, at, actor, result, termination, article, rules, null);
    }
}
