package adjudicator.app.storage;

import adjudicator.app.access.Account;
import adjudicator.app.access.AccountStore;
import adjudicator.app.access.Role;
import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.Updates;
import org.bson.Document;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Optional;

/**
 * Accounts in MongoDB, collection {@code accounts} of the events' database: the name is the
 * document's {@code _id}, the token's SHA-256 has a unique index.
 */
final class MongoAccountStore implements AccountStore {

    private final MongoCollection<Document> accounts;

    MongoAccountStore(MongoCollection<Document> accounts) {
        this.accounts = accounts;
        accounts.createIndex(Indexes.ascending("tokenSha256"), new IndexOptions().unique(true).name("tokenSha256"));
    }

    @Override
    public Optional<Account> byTokenHash(String sha256) {
        return Optional.ofNullable(accounts.find(Filters.eq("tokenSha256", sha256)).first()).map(MongoAccountStore::account);
    }

    @Override
    public Optional<Account> byName(String name) {
        return Optional.ofNullable(accounts.find(Filters.eq("_id", name)).first()).map(MongoAccountStore::account);
    }

    @Override
    public List<Account> all() {
        List<Account> out = new ArrayList<>();
        for (Document d : accounts.find().sort(Sorts.ascending("_id"))) {
            out.add(account(d));
        }
        return out;
    }

    @Override
    public boolean isEmpty() {
        return accounts.find().limit(1).first() == null;
    }

    @Override
    public boolean add(Account a, String tokenSha256) {
        Document d = new Document("_id", a.name()).append("tokenSha256", tokenSha256).append("role", a.role().name())
                .append("events", a.events()).append("game", a.game()).append("event", a.event())
                .append("round", a.round()).append("board", a.board())
                .append("createdAt", Date.from(a.createdAt())).append("createdBy", a.createdBy())
                .append("revokedAt", null).append("revokedBy", null);
        try {
            accounts.insertOne(d);
            return true;
        } catch (MongoWriteException e) {
            if (e.getError().getCategory() == ErrorCategory.DUPLICATE_KEY) {
                return false;
            }
            throw e;
        }
    }

    @Override
    public boolean revoke(String name, Instant at, String by) {
        return accounts.updateOne(Filters.and(Filters.eq("_id", name), Filters.eq("revokedAt", null)),
                Updates.combine(Updates.set("revokedAt", Date.from(at)), Updates.set("revokedBy", by))).getModifiedCount() == 1;
    }

    private static Account account(Document d) {
        Date revokedAt = d.getDate("revokedAt");
        return new Account(d.getString("_id"), Role.valueOf(d.getString("role")), d.getList("events", String.class),
                d.getString("game"), d.getString("event"), d.getString("round"), d.getInteger("board"),
                d.getDate("createdAt").toInstant(), d.getString("createdBy"),
                revokedAt == null ? null : revokedAt.toInstant(), d.getString("revokedBy"));
    }
}
