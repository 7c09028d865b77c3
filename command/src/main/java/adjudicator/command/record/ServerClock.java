package adjudicator.command.record;

import org.axonframework.messaging.MetaData;

/**
 * Where an event's instant ({@code at}) came from. A game's commands carry the device's instant, always;
 * a tournament's and an appeal's may leave it out, and the server then takes its own clock's. Such an
 * event says so: its metadata holds {@value #KEY} {@code true} (carried from the command to every event
 * it produces, as {@code recordedBy} is), and the audit trails show it, so that an appeals committee
 * never reads the server's clock for a moment someone recorded.
 */
public final class ServerClock {

    /** The metadata key: {@code true} on an event whose {@code at} the server's clock gave. */
    public static final String KEY = "atFromServerClock";

    private ServerClock() {
    }

    /** The metadata of a command whose {@code at} the server's clock gave, when {@code fromServerClock}; none otherwise. */
    public static MetaData of(boolean fromServerClock) {
        return fromServerClock ? MetaData.with(KEY, true) : MetaData.emptyInstance();
    }

    /** {@code command} as sent, its events marked as timed by the server's clock where {@code fromServerClock}. */
    public static org.axonframework.commandhandling.CommandMessage<?> message(Object command, boolean fromServerClock) {
        return org.axonframework.commandhandling.GenericCommandMessage.asCommandMessage(command).andMetaData(of(fromServerClock));
    }

    /** Whether the event with this metadata took its instant from the server's clock. */
    public static boolean gave(MetaData metaData) {
        Object v = metaData.get(KEY);
        return v instanceof Boolean b ? b : v != null && Boolean.parseBoolean(v.toString());
    }
}
