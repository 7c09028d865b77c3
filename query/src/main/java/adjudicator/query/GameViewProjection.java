package adjudicator.query;

import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEvent;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.springframework.stereotype.Component;

/**
 * Keeps one {@link GameView} per game. Disposable: a reset deletes every view and a replay rebuilds
 * them identically. Idempotent: an event at or below a view's {@code lastSeq} is skipped, because
 * after a crash the events after the stored token are handled again.
 */
@Component
@ProcessingGroup(GameViewProjection.GROUP)
public class GameViewProjection {

    public static final String GROUP = "game-views";

    private final GameViewRepository repository;

    public GameViewProjection(GameViewRepository repository) {
        this.repository = repository;
    }

    @EventHandler
    public void on(GameEvent event, @SequenceNumber long seq) {
        GameView view = event instanceof GameCreated
                ? repository.find(event.gameId()).orElseGet(GameView::new)
                : repository.find(event.gameId()).orElse(null);
        if (view == null || seq <= view.lastSeq) {
            return;
        }
        repository.save(GameFold.apply(view, event, seq));
    }

    @ResetHandler
    public void reset() {
        repository.deleteAll();
    }
}
