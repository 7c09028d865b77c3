package adjudicator.command.api;

import org.axonframework.messaging.MetaData;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;

/**
 * What makes a command idempotent, the same for every aggregate (games, tournaments, appeals): the
 * events of one command carry its {@code commandId} and the digest of the command in their metadata;
 * folded back, they give the answer to each id seen. The same command sent again with its id gets the
 * first answer and writes nothing; the id sent with another command is refused (409), so that the
 * second command is never silently lost. A process manager's commands carry ids derived from their
 * cause, so that handling the cause again does nothing twice.
 */
public final class CommandAnswers {

    /** The metadata key of the client's (or the process manager's) command id. */
    public static final String COMMAND_ID = "commandId";
    /** The metadata key of the digest of the command an event came from (what makes two commands one). */
    public static final String COMMAND_DIGEST = "commandDigest";
    /** The longest command id taken. */
    public static final int MAX_ID = 200;

    /** The answer to each command id seen: the range of its events. */
    private final Map<String, Appended> answers = new HashMap<>();
    /** The digest of the command each id was first used for (none for events stored before digests). */
    private final Map<String, String> digests = new HashMap<>();

    public CommandAnswers() {
    }

    public CommandAnswers(Map<String, Appended> answers, Map<String, String> digests) {
        this.answers.putAll(answers);
        this.digests.putAll(digests);
    }

    /**
     * The first answer to {@code commandId} when {@code command} was sent with it before, null when the
     * id is new (or absent); a {@link GameRuleException} (409) when the id was used for another command.
     */
    public Appended earlier(String commandId, Object command) {
        return earlier(commandId, command, digest(command));
    }

    /**
     * As {@link #earlier(String, Object)}, the command known by {@code digest} (of the request as the
     * client sent it, where the server completes a command with what the client left out, such as
     * {@code at}: a retry without it is the same command).
     */
    public Appended earlier(String commandId, Object command, String digest) {
        Appended earlier = commandId == null ? null : answers.get(commandId);
        if (earlier == null) {
            return null;
        }
        String first = digests.get(commandId);
        if (first != null && !first.equals(digest)) {
            throw GameRuleException.conflict("commandId \"" + commandId + "\" was used for another command (events "
                    + earlier.first() + " to " + earlier.last() + "); this " + command.getClass().getSimpleName()
                    + " was not applied: send it with a new commandId", null, null);
        }
        return earlier;
    }

    /** The metadata the events of {@code command} carry: its id and digest, none without an id. */
    public static MetaData metaData(String commandId, Object command) {
        return metaData(commandId, digest(command));
    }

    /** The metadata the events of a command carry: its id and digest, none without an id. */
    public static MetaData metaData(String commandId, String digest) {
        return commandId == null ? MetaData.emptyInstance() : MetaData.with(COMMAND_ID, commandId).and(COMMAND_DIGEST, digest);
    }

    /**
     * For a command that carries its id in its metadata (a tournament's, an appeal's): the number of
     * events the first command with that id appended, when {@code command} is that command sent again;
     * -1 when the id is new or absent; a 409 when the id was used for another command. The digest is the
     * one the metadata gives (of the request as sent), else the command's own.
     */
    public int repeated(MetaData metadata, Object command) {
        Appended earlier = earlier(idOf(metadata), command, digestOf(metadata, command));
        return earlier == null ? -1 : (int) (earlier.last() - earlier.first() + 1);
    }

    /** The metadata the events of a command sent with {@code metadata} carry: its id and digest, none without an id. */
    public static MetaData carried(MetaData metadata, Object command) {
        return metaData(idOf(metadata), digestOf(metadata, command));
    }

    private static String idOf(MetaData metadata) {
        Object id = metadata.get(COMMAND_ID);
        return id == null ? null : id.toString();
    }

    private static String digestOf(MetaData metadata, Object command) {
        Object digest = metadata.get(COMMAND_DIGEST);
        return digest != null ? digest.toString() : digest(command);
    }

    /** An event stored at {@code seq} with this metadata: its command's answer grows to include it. */
    public void record(long seq, String commandId, String digest) {
        if (commandId == null) {
            return;
        }
        if (digest != null) {
            digests.putIfAbsent(commandId, digest);
        }
        answers.merge(commandId, new Appended(seq, seq), (a, b) -> new Appended(a.first(), b.last()));
    }

    /** The SHA-256 of the command as its record prints it: its type and every field. */
    public static String digest(Object command) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(command.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public Map<String, Appended> answers() {
        return Map.copyOf(answers);
    }

    public Map<String, String> digests() {
        return Map.copyOf(digests);
    }
}
