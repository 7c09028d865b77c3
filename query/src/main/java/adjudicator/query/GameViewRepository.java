package adjudicator.query;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
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

/** The {@code games} collection: one document per game, keyed by its id. */
@Component
public class GameViewRepository {

    static final String COLLECTION = "games";

    private final MongoCollection<Document> games;
    private final ObjectMapper mapper;

    public GameViewRepository(MongoDatabase viewDatabase, ObjectMapper mapper) {
        this.games = viewDatabase.getCollection(COLLECTION);
        this.mapper = mapper;
    }

    public Optional<GameView> find(String gameId) {
        Document doc = games.find(Filters.eq("_id", gameId)).first();
        return Optional.ofNullable(doc).map(this::fromDocument);
    }

    /**
     * Stores {@code view} unless the stored one is already as far or further (its {@code lastSeq} at
     * least as high): a view never goes backwards, whoever writes it (the projection, or a reader
     * repairing a view that fell behind).
     */
    public void save(GameView view) {
        Document doc;
        try {
            doc = Document.parse(mapper.writeValueAsString(view));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot store the view of game " + view.gameId, e);
        }
        doc.put("_id", view.gameId);
        try {
            games.replaceOne(Filters.and(Filters.eq("_id", view.gameId), Filters.lt("lastSeq", view.lastSeq)), doc,
                    new ReplaceOptions().upsert(true));
        } catch (MongoWriteException e) {
            if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                throw e;
            }
            // the stored view is already at or past this one
        }
    }

    public List<GameView> list(int limit) {
        List<GameView> out = new ArrayList<>();
        for (Document doc : games.find().sort(Sorts.descending("createdAt")).limit(limit)) {
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

    private GameView fromDocument(Document doc) {
        try {
            return mapper.readValue(doc.toJson(), GameView.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored view of game " + doc.get("_id") + " is unreadable", e);
        }
    }
}
