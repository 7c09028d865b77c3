package adjudicator.command.game;

import adjudicator.command.api.Appended;
import adjudicator.command.state.StoredState;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;

import java.io.IOException;
import java.util.Map;

/**
 * A {@link Game} as a snapshot keeps it (Axon's snapshotter serializes the aggregate through Jackson;
 * these are the (de)serializers it uses): the game's state in its stored form, whose position and line
 * of positions are rebuilt by replay when read, and the answers to the command ids seen. A game read
 * from a snapshot plus the events after it equals the game replayed from all its events (tested).
 *
 * <p>{@link #REVISION} is the aggregate's {@code @Revision}: it is raised whenever this form changes in
 * a way older snapshots cannot be read into, and the stores read only snapshots of the current
 * revision (a snapshot filter), replaying the events otherwise. Revision 1 was the form before the
 * single fold (commit 1bc719d).
 */
record GameSnapshot(StoredState state, Map<String, Appended> answers, Map<String, String> digests) {

    /**
     * 6: with the result amended on appeal; 5: with the players' signatures and the arbiter's decision on the result (8.7); 4: the game's players as {@link adjudicator.command.api.Player}s in its {@code GameCreated}
     * (revision 3 had their names as text); 3: with the digest of the command each id was used for
     * (revision 2 had the answers alone).
     */
    public static final String REVISION = "6";

    /** Writes a game as its snapshot. */
    static final class Writer extends JsonSerializer<Game> {
        @Override
        public void serialize(Game game, JsonGenerator json, SerializerProvider provider) throws IOException {
            provider.defaultSerializeValue(new GameSnapshot(StoredState.of(game.state()), game.answers(), game.digests()), json);
        }
    }

    /** Reads a game from its snapshot, rebuilding what is derived. */
    static final class Reader extends JsonDeserializer<Game> {
        @Override
        public Game deserialize(JsonParser json, DeserializationContext context) throws IOException {
            GameSnapshot snapshot = context.readValue(json, GameSnapshot.class);
            return new Game(snapshot.state().toState(), snapshot.answers(),
                    snapshot.digests() == null ? Map.of() : snapshot.digests());
        }
    }
}
