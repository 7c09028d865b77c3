package adjudicator.app.storage;

import javax.sql.DataSource;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Group commit for the single SQLite writer: several commands' transactions share one SQLite
 * transaction and therefore one fsync under {@code synchronous=FULL}, and none of them is answered
 * before that transaction is durable.
 *
 * <p>Commands take the writer in turn, first come, first served (a fair semaphore; the pool alone
 * favours the thread that returned a connection last). Each command's transaction is a SAVEPOINT
 * inside the open SQLite transaction: its rollback undoes only its own writes, its commit releases
 * the savepoint and joins the open group. The holder of the turn commits the group when nobody is
 * queued for the writer, when the group has {@code maxMembers} commands, or when its first member
 * has waited {@code maxWait}; otherwise it hands the open transaction to the next command in the
 * queue. Every member's {@code commit()} returns only after the group's COMMIT, and throws if that
 * COMMIT failed, so an acknowledged command is as durable as with one transaction per command.
 * Readers (tracking processors, queries) see a group's events only once it is committed, in order of
 * the global index, so they never see a gap fill in later.
 *
 * <p>With {@code maxMembers = 1} every command commits on its own: the previous behaviour, kept for
 * measuring side by side.
 */
final class GroupCommitDataSource {

    private final DataSource writer;
    private final long timeoutMs;
    private final int maxMembers;
    private final long maxWaitNanos;
    private final Semaphore turn = new Semaphore(1, true);
    private final AtomicLong commits = new AtomicLong();
    private final AtomicLong committedMembers = new AtomicLong();

    // Guarded by the turn: only its holder reads or writes these.
    private Connection open;
    private Group group;
    private long savepoints;

    private GroupCommitDataSource(DataSource writer, long timeoutMs, int maxMembers, long maxWaitNanos) {
        if (maxMembers < 1) {
            throw new IllegalArgumentException("a group needs at least one member: " + maxMembers);
        }
        this.writer = writer;
        this.timeoutMs = timeoutMs;
        this.maxMembers = maxMembers;
        this.maxWaitNanos = maxWaitNanos;
    }

    static GroupCommitDataSource over(DataSource writer, long timeoutMs, int maxMembers, long maxWaitNanos) {
        return new GroupCommitDataSource(writer, timeoutMs, maxMembers, maxWaitNanos);
    }

    /** The data source that commands use; each connection is one command's turn at the writer. */
    DataSource dataSource() {
        return (DataSource) Proxy.newProxyInstance(GroupCommitDataSource.class.getClassLoader(),
                new Class<?>[]{DataSource.class}, (self, method, args) -> {
                    if (method.getName().equals("getConnection")) {
                        Member member = new Member();
                        member.takeTurn();
                        return Proxy.newProxyInstance(GroupCommitDataSource.class.getClassLoader(),
                                new Class<?>[]{Connection.class}, member);
                    }
                    return call(method, writer, args);
                });
    }

    /** SQLite transactions committed so far (each one fsync under FULL). */
    long commits() {
        return commits.get();
    }

    /** Whether a command is waiting for the writer. */
    boolean queued() {
        return turn.hasQueuedThreads();
    }

    /** Command transactions made durable so far. */
    long committedMembers() {
        return committedMembers.get();
    }

    private static final class Group {
        final long startedNanos = System.nanoTime();
        final CountDownLatch done = new CountDownLatch(1);
        int members;
        volatile SQLException failure;
    }

    /** One command's use of the writer: from its first statement to its commit or rollback. */
    private final class Member implements InvocationHandler {
        private boolean holdsTurn;
        private boolean autoCommit = true;
        private String savepoint;
        private boolean closed;

        @Override
        public Object invoke(Object self, Method method, Object[] args) throws Throwable {
            switch (method.getName()) {
                case "close" -> {
                    close();
                    return null;
                }
                case "isClosed" -> {
                    return closed;
                }
                case "getAutoCommit" -> {
                    return autoCommit;
                }
                case "setAutoCommit" -> {
                    setAutoCommit((Boolean) args[0]);
                    return null;
                }
                case "commit" -> {
                    if (autoCommit) {
                        throw new SQLException("commit() in auto-commit mode");
                    }
                    if (savepoint != null) {
                        commitMember();
                    }
                    return null;
                }
                case "rollback" -> {
                    if (args != null && args.length > 0) {
                        throw new SQLFeatureNotSupportedException("savepoints inside a command's transaction");
                    }
                    if (savepoint != null) {
                        rollbackMember();
                    }
                    return null;
                }
                case "setSavepoint", "releaseSavepoint" ->
                        throw new SQLFeatureNotSupportedException("savepoints inside a command's transaction");
                case "isValid" -> {
                    return !closed;
                }
                case "hashCode" -> {
                    return System.identityHashCode(self);
                }
                case "equals" -> {
                    return self == args[0];
                }
                case "toString" -> {
                    return "GroupCommitConnection" + (savepoint == null ? "" : "[" + savepoint + "]");
                }
                case "createStatement", "prepareStatement", "prepareCall" -> {
                    beginIfNeeded();
                    return call(method, open, args);
                }
                default -> {
                    if (closed) {
                        throw new SQLException("connection closed");
                    }
                    if (!holdsTurn) {
                        takeTurn();
                    }
                    Connection target = open != null ? open : openTransaction();
                    return call(method, target, args);
                }
            }
        }

        void takeTurn() throws SQLException {
            try {
                if (!turn.tryAcquire(timeoutMs, TimeUnit.MILLISECONDS)) {
                    throw new SQLTimeoutException("the event store's writer was busy for " + timeoutMs + " ms");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SQLException("interrupted while waiting for the event store's writer", e);
            }
            holdsTurn = true;
        }

        private void setAutoCommit(boolean on) throws SQLException {
            if (on == autoCommit) {
                return;
            }
            if (on && savepoint != null) {
                commitMember(); // JDBC: switching auto-commit on commits the transaction
            }
            autoCommit = on;
        }

        /** Statements always run inside a savepoint; in auto-commit mode it is committed at close. */
        private void beginIfNeeded() throws SQLException {
            if (closed) {
                throw new SQLException("connection closed");
            }
            if (savepoint != null) {
                return;
            }
            if (!holdsTurn) {
                takeTurn();
            }
            Connection target = open != null ? open : openTransaction();
            String name = "command_" + (++savepoints);
            execute(target, "SAVEPOINT " + name);
            savepoint = name;
        }

        private void commitMember() throws SQLException {
            Group joined;
            try {
                execute(open, "RELEASE " + savepoint);
                savepoint = null;
                joined = group;
                joined.members++;
            } catch (SQLException e) {
                rollbackMember();
                throw e;
            }
            endTurn();
            awaitDurable(joined);
        }

        private void rollbackMember() throws SQLException {
            String name = savepoint;
            savepoint = null;
            try {
                execute(open, "ROLLBACK TO " + name);
                execute(open, "RELEASE " + name);
            } catch (SQLException e) {
                abortGroup(e); // SQLite rolled the whole transaction back: the group's members are lost
            } finally {
                endTurn();
            }
        }

        private void close() throws SQLException {
            if (closed) {
                return;
            }
            try {
                if (savepoint != null) {
                    if (autoCommit) {
                        commitMember();
                    } else {
                        rollbackMember(); // JDBC leaves this to the driver; we do not commit unasked
                    }
                } else if (holdsTurn) {
                    endTurn();
                }
            } finally {
                closed = true;
            }
        }

        /** Leaves the writer to the next command, committing the open group first unless it should grow. */
        private void endTurn() throws SQLException {
            try {
                if (open != null && (!turn.hasQueuedThreads() || group.members >= maxMembers
                        || System.nanoTime() - group.startedNanos >= maxWaitNanos)) {
                    commitGroup();
                }
            } finally {
                holdsTurn = false;
                turn.release();
            }
        }
    }

    private Connection openTransaction() throws SQLException {
        Connection connection = writer.getConnection();
        try {
            execute(connection, "BEGIN IMMEDIATE");
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        open = connection;
        group = new Group();
        return connection;
    }

    /** Commits the open transaction; the caller holds the turn. */
    private void commitGroup() {
        Group committing = group;
        Connection connection = open;
        group = null;
        open = null;
        try {
            execute(connection, "COMMIT");
            commits.incrementAndGet();
            committedMembers.addAndGet(committing.members);
        } catch (SQLException e) {
            committing.failure = e;
            try {
                execute(connection, "ROLLBACK");
            } catch (SQLException ignored) {
                // the transaction is already gone
            }
        } finally {
            closeQuietly(connection);
            committing.done.countDown();
        }
    }

    private void abortGroup(SQLException cause) {
        Group aborted = group;
        Connection connection = open;
        group = null;
        open = null;
        if (connection != null) {
            try {
                execute(connection, "ROLLBACK");
            } catch (SQLException ignored) {
                // SQLite already rolled it back
            }
            closeQuietly(connection);
        }
        if (aborted != null) {
            aborted.failure = cause;
            aborted.done.countDown();
        }
    }

    /**
     * Waits until the group is committed. Should the command meant to commit it never come (its
     * wait for the writer timed out), a waiting member takes the turn itself and commits the group.
     */
    private void awaitDurable(Group joined) throws SQLException {
        long pollMs = Math.max(1, TimeUnit.NANOSECONDS.toMillis(maxWaitNanos) * 4);
        try {
            while (!joined.done.await(pollMs, TimeUnit.MILLISECONDS)) {
                if (turn.tryAcquire(timeoutMs, TimeUnit.MILLISECONDS)) {
                    try {
                        if (group == joined) {
                            commitGroup();
                        }
                    } finally {
                        turn.release();
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted before the event store confirmed the commit", e);
        }
        if (joined.failure != null) {
            throw new SQLException("the event store's commit failed; nothing of this command was kept",
                    joined.failure);
        }
    }

    private static void execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (SQLException ignored) {
            // returned to the pool regardless
        }
    }

    private static Object call(Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        } catch (IllegalAccessException e) {
            throw new SQLException(e);
        }
    }
}
