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
 * them identically.
 *
 * <p>A view only ever advances one event at a time. An event at or below the view's {@code lastSeq}
 * is skipped (after a crash the events after the stored token are handled again). An event that is
 * not the next one (the view is missing, or missed events) makes the view be folded afresh from the
 * game's own events in the store: measured on this machine, mongo-java-server's file backend can
 * come back from a {@code kill -9} with a tracking token ahead of a view it had written earlier, and
 * this is what keeps such a view exact.
 */
@Component
@ProcessingGroup(GameViewProjection.GROUP)
public class GameViewProjection {

    public static final String GROUP = "game-views";

    private final GameViewRepository repository;
    private final GameReader reader;

    public GameViewProjection(GameViewRepository repository, GameReader reader) {
        this.repository = repository;
        this.reader = reader;
    }

    @EventHandler
    public void on(GameEvent event, @SequenceNumber long seq) {
        GameView view = repository.find(event.gameId()).orElse(null);
        if (view != null && seq <= view.lastSeq) {
            return;
        }
        if (view == null && event instanceof GameCreated) {
            view = new GameView();
        } else if (view == null || seq != view.lastSeq + 1) {
            repository.save(reader.fold(event.gameId(), seq));
            return;
        }
        repository.save(GameFold.apply(view, event, seq));
    }

    @ResetHandler
    public void reset() {
        repository.deleteAll();
    }
}
