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
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.Optional;

/**
 * The game summaries: one {@link GameSummary} document per game, keyed by its id, in the active
 * collection that readers read. A rebuild is built beside it, in a second collection that only the
 * projection writes, and becomes the active one when it is complete ({@link ProjectionCompletion}):
 * readers keep the previous complete list meanwhile, also across a crash, since which collection is
 * active, and which is being built, is kept in the same database ({@code projection_state}). Several
 * nodes on one database read it again every half second ({@link #refresh}, from
 * {@link ProjectionCompletion}): a rebuild begun or finished on one node is read on all. The list a
 * finished rebuild replaced is dropped by the next rebuild, not at once: a node that has not read the
 * switch yet still reads a whole list for that half second.
 */
@Component
public class GameSummaryRepository {

    static final String COLLECTION = "games";
    /** The field of a summary's document that holds the game's {@link GameOutcome} (not part of {@link GameSummary}). */
    static final String OUTCOME = "outcome";
    private static final List<String> ALTERNATES = List.of("games_a", "games_b");

    private final MongoDatabase database;
    private final MongoCollection<Document> state;
    private final ObjectMapper mapper;
    /** What readers read. */
    private volatile MongoCollection<Document> games;
    /** What the projection writes while a rebuild runs; null otherwise. */
    private volatile MongoCollection<Document> building;

    public GameSummaryRepository(MongoDatabase viewDatabase, ObjectMapper mapper) {
        this.database = viewDatabase;
        this.state = viewDatabase.getCollection("projection_state");
        this.mapper = mapper;
        this.games = viewDatabase.getCollection(COLLECTION);
        refresh();
    }

    /** Whether a rebuild is being built beside the active list. */
    public boolean rebuilding() {
        return building != null;
    }

    /** Begins a rebuild: an empty collection beside the active one, which the projection writes from now on. */
    public synchronized void beginRebuild() {
        String active = games.getNamespace().getCollectionName();
        String next = ALTERNATES.get(0).equals(active) ? ALTERNATES.get(1) : ALTERNATES.get(0);
        MongoCollection<Document> target = database.getCollection(next);
        // every list but the active one: the one to build, and the one the last rebuild replaced
        for (String name : List.of(COLLECTION, ALTERNATES.get(0), ALTERNATES.get(1))) {
            if (!name.equals(active)) {
                database.getCollection(name).drop();
            }
        }
        building = target;
        keep(active, next);
    }

    /** Makes the rebuilt collection the active one (the previous is dropped when the next rebuild begins). */
    public synchronized void finishRebuild() {
        MongoCollection<Document> done = building;
        if (done == null) {
            return;
        }
        keep(done.getNamespace().getCollectionName(), null);
        games = done;
        building = null;
    }

    /**
     * Reads again which collection is active and which is being built: another node sharing the database may
     * have begun or finished a rebuild.
     */
    public synchronized void refresh() {
        Document kept = state.find(Filters.eq("_id", COLLECTION)).first();
        String active = kept == null ? COLLECTION : kept.getString("active");
        String next = kept == null ? null : kept.getString("building");
        if (!active.equals(games.getNamespace().getCollectionName())) {
            games = database.getCollection(active);
        }
        if (next == null) {
            building = null;
        } else if (building == null || !next.equals(building.getNamespace().getCollectionName())) {
            building = database.getCollection(next);
        }
    }

    private void keep(String active, String next) {
        state.replaceOne(Filters.eq("_id", COLLECTION), new Document("_id", COLLECTION).append("active", active)
                .append("building", next), new ReplaceOptions().upsert(true));
    }

    /**
     * Several nodes sharing the projection's segments: marks {@code mine} caught up in the rebuild under way, and says
     * whether all {@code total} segments are, whichever node marked them (a rebuild is switched only then).
     */
    public synchronized boolean caughtUp(java.util.Set<Integer> mine, int total) {
        MongoCollection<Document> next = building;
        if (next == null) {
            return true;
        }
        state.updateOne(Filters.and(Filters.eq("_id", COLLECTION), Filters.eq("building", next.getNamespace().getCollectionName())),
                com.mongodb.client.model.Updates.addEachToSet("caughtUp", new ArrayList<>(mine)));
        Document kept = state.find(Filters.eq("_id", COLLECTION)).first();
        List<?> marked = kept == null ? List.of() : kept.getList("caughtUp", Object.class, List.of());
        return new java.util.HashSet<>(marked).size() >= total;
    }

    /** The collection the projection writes: the one being built, else the active one. */
    private MongoCollection<Document> written() {
        MongoCollection<Document> next = building;
        return next != null ? next : games;
    }

    /** A game's summary as readers see it. */
    public Optional<GameSummary> find(String gameId) {
        Document doc = games.find(Filters.eq("_id", gameId)).first();
        return Optional.ofNullable(doc).map(this::fromDocument);
    }

    /** The last sequence number of the game's summary in the collection the projection writes; -1 without one. */
    long writtenLastSeq(String gameId) {
        Document doc = written().find(Filters.eq("_id", gameId)).first();
        return doc == null ? -1 : ((Number) doc.get("lastSeq")).longValue();
    }

    /**
     * Every game's last sequence number in the collection the projection writes; -1 for a summary written
     * without its {@link GameOutcome}, or with one without its penalties register (by a version before them), so
     * that the check after a start writes it.
     */
    Map<String, Long> writtenLastSeqs() {
        Map<String, Long> out = new HashMap<>();
        for (Document doc : written().find().projection(new Document("lastSeq", 1).append(OUTCOME, 1))) {
            Object seq = doc.get("lastSeq");
            boolean current = doc.get(OUTCOME) instanceof Document outcome && outcome.containsKey("register");
            out.put(doc.getString("_id"), seq == null || !current ? -1 : ((Number) seq).longValue());
        }
        return out;
    }

    /**
     * Stores {@code view}, replacing the game's document, in the collection the projection writes.
     * The projection is the only writer, so the replace is keyed by {@code _id} alone
     * (mongo-java-server answers any other filter by scanning the collection).
     */
    public void save(GameSummary view, GameOutcome outcome) {
        Document doc;
        try {
            doc = Document.parse(mapper.writeValueAsString(view));
            doc.put(OUTCOME, Document.parse(mapper.writeValueAsString(outcome)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot store the view of game " + view.gameId, e);
        }
        doc.put("_id", view.gameId);
        written().replaceOne(Filters.eq("_id", view.gameId), doc, new ReplaceOptions().upsert(true));
    }

    /**
     * The outcomes stored beside the summaries of {@code gameIds} that have one, as readers see them (by
     * game id). One query for them all: keyed by {@code _id}, which every store indexes.
     */
    public Map<String, GameOutcome> outcomes(java.util.Collection<String> gameIds) {
        Map<String, GameOutcome> out = new HashMap<>();
        if (gameIds.isEmpty()) {
            return out;
        }
        for (Document doc : games.find(Filters.in("_id", gameIds)).projection(new Document(OUTCOME, 1))) {
            if (doc.get(OUTCOME) instanceof Document outcome) {
                try {
                    out.put(doc.getString("_id"), mapper.readValue(outcome.toJson(), GameOutcome.class));
                } catch (JsonProcessingException e) {
                    throw new IllegalStateException("stored outcome of game " + doc.get("_id") + " is unreadable", e);
                }
            }
        }
        return out;
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
