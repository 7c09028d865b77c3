package adjudicator.app.access;

import adjudicator.command.text.Message;

import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;

/**
 * An account kept by the system: its name (what the record shows as {@code recordedBy}), role and
 * scope, who made it and when, and whether and by whom it was revoked. Its token is never kept, only
 * the token's SHA-256 beside it in the store. A revoked account stays, so that the record's names
 * keep meaning one account; its name is not given again.
 */
public record Account(String name, Role role, List<String> events, String game, String event, String round,
                      Integer board, Instant createdAt, String createdBy, Instant revokedAt, String revokedBy) {

    /** Letters, digits, dot, dash, underscore; at most 64. (An identity provider's names start with {@code jwt:}.) */
    public static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    public Account {
        events = events == null ? List.of() : List.copyOf(events);
    }

    public boolean active() {
        return revokedAt == null;
    }

    public Caller caller() {
        return new Caller(name, role, Caller.Source.ACCOUNT, events, game, event, round, board);
    }

    Account revoked(Instant at, String by) {
        return new Account(name, role, events, game, event, round, board, createdAt, createdBy, at, by);
    }

    /**
     * What is asked for a new account, before it is made: the contract's {@code name}, {@code role},
     * and {@code events} (ARBITER, APPEALS), or {@code game}, or {@code event}, {@code round} and
     * {@code board} (DEVICE), or {@code event} and {@code round} (RELAY).
     */
    public record Draft(String name, Role role, List<String> events, String game, String event, String round,
                        Integer board) {

        /** What is wrong with it, naming the field; null when nothing is. */
        public Refusal refusal() {
            if (name == null || !NAME.matcher(name).matches()) {
                return new Refusal("name", Message.of("access.account.name"));
            }
            if (role == null) {
                return new Refusal("role", Message.of("access.account.role"));
            }
            boolean hasEvents = events != null && !events.isEmpty();
            boolean hasBoard = event != null || round != null || board != null;
            if (events != null && events.stream().anyMatch(e -> e == null || e.isBlank())) {
                return new Refusal("events", Message.of("access.account.blankEvent"));
            }
            switch (role) {
                case ADMIN, READER -> {
                    if (hasEvents || game != null || hasBoard) {
                        return new Refusal(hasEvents ? "events" : game != null ? "game" : "event",
                                Message.of("access.account.forEverything", role));
                    }
                }
                case ARBITER, APPEALS -> {
                    if (game != null || hasBoard) {
                        return new Refusal(game != null ? "game" : "event",
                                Message.of("access.account.forEvents", role));
                    }
                }
                case DEVICE -> {
                    if (hasEvents) {
                        return new Refusal("events", Message.of("access.account.deviceNotEvents"));
                    }
                    if (game != null && hasBoard) {
                        return new Refusal("game", Message.of("access.account.deviceNotBoth"));
                    }
                    if (game == null && !hasBoard) {
                        return new Refusal("game", Message.of("access.account.deviceBound"));
                    }
                    if (game != null && game.isBlank()) {
                        return new Refusal("game", Message.of("access.account.gameId"));
                    }
                    if (hasBoard && (event == null || event.isBlank() || round == null || round.isBlank() || board == null)) {
                        return new Refusal(event == null || event.isBlank() ? "event" : round == null || round.isBlank() ? "round" : "board",
                                Message.of("access.account.deviceBoard"));
                    }
                    if (board != null && board < 1) {
                        return new Refusal("board", Message.of("access.account.boardNumber"));
                    }
                }
                case RELAY -> {
                    if (hasEvents || game != null || board != null) {
                        return new Refusal(hasEvents ? "events" : game != null ? "game" : "board",
                                Message.of("access.account.relayRound"));
                    }
                    if (event == null || event.isBlank() || round == null || round.isBlank()) {
                        return new Refusal(event == null || event.isBlank() ? "event" : "round", Message.of("access.account.relayNames"));
                    }
                }
            }
            return null;
        }

        Account made(Instant at, String by) {
            return new Account(name, role, events, game, event, round, board, at, by, null, null);
        }
    }

    /** Why a draft cannot be an account: the field and what is wrong with it, worded by the request's language. */
    public record Refusal(String field, Message message) {

        /** What is wrong, in English (the command line's words). */
        public String detail() {
            return message.english();
        }
    }
}
