package adjudicator.command.game;

import adjudicator.command.api.Appended;
import adjudicator.command.api.GameStatus;
import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A {@link Game} as stored in a snapshot (Axon's snapshotter serializes the aggregate; these are the
 * (de)serializers it uses through Jackson). It holds only what cannot be derived: the start position
 * and the moves on the board are kept, and the position and the line of positions for repetition are
 * rebuilt from them by replay when the snapshot is read, exactly as a full replay of the events would
 * (domain map principle 3). A game read from a snapshot plus the events after it equals the game
 * replayed from all its events (tested).
 *
 * <p>The snapshot's revision is {@link Game}'s {@code @Revision}, to be raised whenever this record
 * changes in a way older snapshots cannot be read into; Axon then ignores them and replays the events.
 */
record GameSnapshot(String gameId, Edition rules, GameStatus status, String startFen, List<PlayedMove> played,
                    ClockForm clock, List<Color> uncompleted, Color movePending, Instant lastAt, Color obliged,
                    List<String> obligedMoves, String obligationArticle, List<String> obligationTouches,
                    List<String> touches, String promotionTouch, BrokenForm broken, int whiteIllegalMoves, int blackIllegalMoves,
                    boolean quickplayAnnounced, QuickplayForm quickplay, Instant clocksStartedAt, Color drawOfferBy,
                    int whiteMovesMade, int blackMovesMade, long lastSeq, Map<String, Appended> answers) {

    /** A move on the board. */
    record PlayedMove(String uci, boolean legal, Color player, String reason) {
    }

    /** The clock, component by component (the time control in its contract syntax). */
    record ClockForm(String control, long whiteMs, long blackMs, int whiteMoves, int blackMoves, Color running,
                     Instant runningSince, boolean whiteFlagFallen, boolean blackFlagFallen, Instant whiteFlagAt,
                     Instant blackFlagAt, Color pausedSide, long pausedMs) {
    }

    record BrokenForm(Color player, int ply, List<String> allowed, String article, List<String> touched, boolean claimable) {
    }

    record QuickplayForm(Color claimant, boolean postponed, boolean flagFallen, Boolean increment, Boolean referred) {
    }

    /** Writes a game as its snapshot. */
    static final class Writer extends JsonSerializer<Game> {
        @Override
        public void serialize(Game game, JsonGenerator json, SerializerProvider provider) throws IOException {
            provider.defaultSerializeValue(game.snapshot(), json);
        }
    }

    /** Reads a game from its snapshot, rebuilding what is derived. */
    static final class Reader extends JsonDeserializer<Game> {
        @Override
        public Game deserialize(JsonParser json, DeserializationContext context) throws IOException {
            return Game.fromSnapshot(context.readValue(json, GameSnapshot.class));
        }
    }
}
