package adjudicator.query;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import org.bson.Document;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The {@code games} collection: one {@link GameSummary} document per game, keyed by its id. */
@Component
public class GameSummaryRepository {

    static final String COLLECTION = "games";

    private final MongoCollection<Document> games;
    private final ObjectMapper mapper;

    public GameSummaryRepository(MongoDatabase viewDatabase, ObjectMapper mapper) {
        this.games = viewDatabase.getCollection(COLLECTION);
        this.mapper = mapper;
    }

    public Optional<GameSummary> find(String gameId) {
        Document doc = games.find(Filters.eq("_id", gameId)).first();
        return Optional.ofNullable(doc).map(this::fromDocument);
    }

    /**
     * Stores {@code view}, replacing the game's document. The projection is the only writer, so the
     * replace is keyed by {@code _id} alone (mongo-java-server answers any other filter by scanning
     * the collection).
     */
    public void save(GameSummary view) {
        Document doc;
        try {
            doc = Document.parse(mapper.writeValueAsString(view));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot store the view of game " + view.gameId, e);
        }
        doc.put("_id", view.gameId);
        games.replaceOne(Filters.eq("_id", view.gameId), doc, new ReplaceOptions().upsert(true));
    }

    /** The newest games first, of every event or ({@code event} not null) of one. */
    public List<GameSummary> list(int limit, String event) {
        List<GameSummary> out = new ArrayList<>();
        var found = event == null ? games.find() : games.find(Filters.eq("event", event));
        for (Document doc : found.sort(Sorts.descending("createdAt")).limit(limit)) {
            out.add(fromDocument(doc));
        }
        return out;
    }

    /** The games of an event, or of one of its rounds, by round and board, then as created. */
    public List<GameSummary> byEvent(String event, String round) {
        List<GameSummary> out = new ArrayList<>();
        var filter = round == null ? Filters.eq("event", event) : Filters.and(Filters.eq("event", event), Filters.eq("round", round));
        for (Document doc : games.find(filter).sort(Sorts.ascending("round", "board", "createdAt"))) {
            out.add(fromDocument(doc));
        }
        return out;
    }

    /** The games a player took part in, by his name as recorded, oldest first. */
    public List<GameSummary> byPlayer(String name) {
        List<GameSummary> out = new ArrayList<>();
        for (Document doc : games.find(Filters.or(Filters.eq("white", name), Filters.eq("black", name)))
                .sort(Sorts.ascending("createdAt"))) {
            out.add(fromDocument(doc));
        }
        return out;
    }

    public void deleteAll() {
        games.deleteMany(new Document());
    }

    /** Every stored view, as raw documents: for tests that compare a rebuild with the original. */
    public List<Document> rawDocuments() {
        List<Document> out = new ArrayList<>();
        games.find().sort(Sorts.ascending("_id")).into(out);
        return out;
    }

    private GameSummary fromDocument(Document doc) {
        try {
            return mapper.readValue(doc.toJson(), GameSummary.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored view of game " + doc.get("_id") + " is unreadable", e);
        }
    }
}
