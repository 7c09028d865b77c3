package adjudicator.command.api;

/**
 * What a command appended: the sequence numbers of its events, {@code first} to {@code last}
 * inclusive. A command repeated with the same {@code commandId} answers the first range again.
 */
public record Appended(long first, long last) {
}
