package adjudicator.app.storage;

import adjudicator.app.access.ProblemResponses;
import adjudicator.command.web.StorageFailure;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The embedded store refuses writes before its disk is full, not when a write fails: every request
 * that writes (POST, PUT, PATCH, DELETE) is answered 503 {@link StorageFailure#FULL} while the data
 * directory's file system has less than {@code adjudicator.embedded.min-free-space} usable, and
 * nothing of it is written. The margin is for what the server writes without a request: the
 * write-ahead log's checkpoint, the read models catching up, their store's own rewrites and the
 * tracking tokens' claims, which a disk filled to the last byte would break (the read-model store
 * closes on a failed write). Reads go on. If something else fills the disk past the margin, a
 * failed write is still answered 503 (see {@link StorageFailures}).
 */
public class FreeSpaceGuard extends OncePerRequestFilter {

    private static final Logger log = LoggerFactory.getLogger(FreeSpaceGuard.class);

    private final Path directory;
    private final FileStore fileStore;
    private final long minimum;
    private final ProblemResponses problems;
    private final AtomicBoolean refusing = new AtomicBoolean();

    public FreeSpaceGuard(Path directory, long minimum, ProblemResponses problems) {
        this.directory = directory;
        this.minimum = minimum;
        this.problems = problems;
        try {
            this.fileStore = Files.getFileStore(directory);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the file system of " + directory, e);
        }
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        String method = request.getMethod();
        return !("POST".equals(method) || "PUT".equals(method) || "PATCH".equals(method) || "DELETE".equals(method));
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long usable = usable();
        if (usable < minimum) {
            if (refusing.compareAndSet(false, true)) {
                log.error("Storage full: {} MB usable in {}, less than adjudicator.embedded.min-free-space ({} MB); "
                        + "writes are refused until space is freed, reads go on", usable >> 20, directory, minimum >> 20);
            }
            StorageFailure full = StorageFailure.FULL;
            ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.SERVICE_UNAVAILABLE,
                    full.message().inRequestLanguage());
            problem.setTitle(full.title);
            problem.setType(full.type);
            response.setHeader(HttpHeaders.RETRY_AFTER, "60");
            problems.write(response, problem);
            return;
        }
        if (refusing.compareAndSet(true, false)) {
            log.warn("Storage: {} MB usable in {} again; writes are accepted", usable >> 20, directory);
        }
        chain.doFilter(request, response);
    }

    private long usable() throws IOException {
        return fileStore.getUsableSpace();
    }
}
