package adjudicator.command.record;

import org.axonframework.messaging.MetaData;

/**
 * The account that sent the command an event came from: its name and role, as the server's access
 * layer put them in the command's metadata (from the credential, never from the request's body) and
 * as every event of that command keeps them. Absent on events stored before accounts existed.
 */
public record RecordedBy(String name, String role) {

    /** The metadata keys. */
    public static final String NAME = "recordedBy";
    public static final String ROLE = "recordedByRole";

    /** The account in an event's metadata; null when it has none. */
    public static RecordedBy of(MetaData metaData) {
        Object name = metaData.get(NAME);
        Object role = metaData.get(ROLE);
        return name == null ? null : new RecordedBy(name.toString(), role == null ? null : role.toString());
    }

    @Override
    public String toString() {
        return role == null ? name : name + " (" + role + ")";
    }
}
