package adjudicator.app.access;

import java.util.List;
import java.util.Objects;

/**
 * Who sent a request, as the credential says: an account kept by the system ({@link Source#ACCOUNT})
 * or an identity provider's token ({@link Source#JWT}), with its role and scope.
 *
 * @param events for {@code ARBITER} and {@code APPEALS}: the events they are for; empty for all
 * @param game   for a {@code DEVICE} bound to one game: its id
 * @param event  for a {@code DEVICE} bound to a board: the event, with {@code round} and {@code board}; for a {@code RELAY}:
 *               the event, with {@code round}
 */
public record Caller(String name, Role role, Source source, List<String> events, String game,
                     String event, String round, Integer board) {

    public enum Source { ACCOUNT, JWT }

    public Caller {
        Objects.requireNonNull(name);
        Objects.requireNonNull(role);
        events = events == null ? List.of() : List.copyOf(events);
    }

    /** Whether the account is for the event {@code event}: an account naming no events is for all, one naming some not for a game of none. */
    public boolean isFor(String event) {
        return events.isEmpty() || (event != null && events.contains(event));
    }

    /** Whether the account names events, so that it is not for every event. */
    public boolean scopedToEvents() {
        return !events.isEmpty();
    }

    /** Whether a {@code DEVICE} account is bound to this game: by its id, or by its event, round and board. */
    public boolean boundTo(GameScope game) {
        if (this.game != null) {
            return this.game.equals(game.gameId());
        }
        return event != null && event.equals(game.event()) && Objects.equals(round, game.round())
                && Objects.equals(board, game.board());
    }

    /** Whether a {@code RELAY} account is for this game: a game of its event and round, whatever the board. */
    public boolean relays(GameScope game) {
        return event != null && event.equals(game.event()) && Objects.equals(round, game.round());
    }

    /** The role as Spring Security's authority. */
    String authority() {
        return "ROLE_" + role.name();
    }
}
