package adjudicator.app.storage;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The embedded read-model store (mongo-java-server on an H2 MVStore file, {@code views.mv}), kept
 * readable when its disk fills up. The MVStore closes itself for good when one of its writes fails,
 * and a disk filled to the last byte by something else makes the next write fail within seconds
 * (the tracking tokens' claims are written even when no event comes). A watchdog then reopens the
 * file on the same port, read-only while the disk has less than the margin free (the last version
 * on disk is served, and changes stay in memory), read-write once the space is back; after each
 * reopening the {@link #onReopened listeners} make the projections read their tokens again from the
 * store and check the views against the events, so that nothing kept only in memory is lost.
 */
public final class EmbeddedViewStore implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedViewStore.class);

    private final Path file;
    private final FileStore disk;
    private final long margin;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService watchdog;
    private InetSocketAddress address;
    private MongoServer server;
    private H2Backend backend;
    private boolean readOnly;
    private volatile boolean closing;

    public EmbeddedViewStore(Path file, long margin) {
        this.file = file;
        this.margin = margin;
        try {
            this.disk = Files.getFileStore(file.getParent());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the file system of " + file.getParent(), e);
        }
        open(false, new InetSocketAddress("127.0.0.1", 0));
        this.watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "view-store-watchdog");
            t.setDaemon(true);
            return t;
        });
        watchdog.scheduleWithFixedDelay(this::watch, 1, 1, TimeUnit.SECONDS);
    }

    public synchronized InetSocketAddress address() {
        return address;
    }

    /** Called, on the watchdog's thread, after each reopening. */
    public void onReopened(Runnable listener) {
        listeners.add(listener);
    }

    private void open(boolean readOnlyNow, InetSocketAddress at) {
        MVStore.Builder builder = new MVStore.Builder().fileName(file.toString());
        if (readOnlyNow) {
            builder.readOnly();
        }
        backend = new H2Backend(builder.open());
        server = new MongoServer(backend);
        try {
            server.bind(at.getHostString(), at.getPort());
        } catch (RuntimeException e) {
            backend.close(); // closed again, so that the watchdog tries once more
            throw e;
        }
        address = server.getLocalAddress();
        readOnly = readOnlyNow;
    }

    void watch() {
        if (closing) {
            return;
        }
        try {
            boolean room = disk.getUsableSpace() >= margin;
            synchronized (this) {
                boolean closed = backend.getMvStore().isClosed();
                if (!closed && !(readOnly && room)) {
                    return;
                }
                log.warn(closed ? "The read-model store {} closed after a failed write ({} MB usable on its disk); reopening it {}"
                                : "The read-model store {} has room again ({} MB usable); reopening it {}",
                        file, disk.getUsableSpace() >> 20, room ? "read-write" : "read-only until space is freed");
                server.shutdownNow();
                open(!room, address);
            }
            listeners.forEach(Runnable::run);
        } catch (IOException | RuntimeException e) {
            log.warn("The read-model store {} could not be reopened yet; will retry: {}", file, e.toString());
        }
    }

    @Override
    public synchronized void close() {
        closing = true;
        watchdog.shutdownNow();
        server.shutdownNow();
    }
}
