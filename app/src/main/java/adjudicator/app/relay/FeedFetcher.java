package adjudicator.app.relay;

import adjudicator.app.importing.LiveChessImporter;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The relay's HTTP reads of LiveChess Cloud's files: a time-out on connecting and on the whole answer, a limit on its
 * size, no redirect followed (an allowed host could send the poller anywhere), and, when asked, conditional GET: the
 * {@code ETag} and {@code Last-Modified} of the last answer sent back, a {@code 304} answered from the copy kept.
 */
final class FeedFetcher {

    /** What a read gave: the body, and whether it is the copy kept from before (a {@code 304}). */
    record Fetched(byte[] body, boolean unchanged) {
    }

    /** A read that failed: the server's status, a time-out, an answer too large, a connection refused. */
    static final class FetchFailed extends IOException {
        FetchFailed(String message) {
            super(message);
        }
    }

    private record Kept(String etag, String lastModified, byte[] body) {
    }

    private final HttpClient client;
    private final Duration timeout;
    private final long maxBytes;
    private final Map<String, Kept> kept = new ConcurrentHashMap<>();

    FeedFetcher(Duration connectTimeout, Duration timeout, long maxBytes) {
        this.client = HttpClient.newBuilder().connectTimeout(connectTimeout).followRedirects(HttpClient.Redirect.NEVER).build();
        this.timeout = timeout;
        this.maxBytes = maxBytes;
    }

    /** The file at {@code url}, or null when the server has none ({@code 404}). */
    Fetched get(String url, boolean conditional) throws FetchFailed {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(timeout).GET()
                .header("Accept", "application/json").header("User-Agent", "adjudicator-relay");
        Kept before = conditional ? kept.get(url) : null;
        if (before != null) {
            if (before.etag() != null) {
                request.header("If-None-Match", before.etag());
            }
            if (before.lastModified() != null) {
                request.header("If-Modified-Since", before.lastModified());
            }
        }
        HttpResponse<InputStream> response;
        try {
            response = client.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (HttpConnectTimeoutException e) {
            throw new FetchFailed(url + ": no connection within " + client.connectTimeout().orElseThrow().toMillis() + " ms");
        } catch (HttpTimeoutException e) {
            throw new FetchFailed(url + ": no answer within " + timeout.toMillis() + " ms");
        } catch (IOException e) {
            throw new FetchFailed(url + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new FetchFailed(url + ": interrupted");
        }
        int status = response.statusCode();
        // the time-out holds for the whole answer: a server that sends its body slowly is cut off where it stands
        java.util.concurrent.atomic.AtomicBoolean cut = new java.util.concurrent.atomic.AtomicBoolean();
        InputStream stream = response.body();
        java.util.concurrent.ScheduledFuture<?> watchdog = WATCHDOG.schedule(() -> {
            cut.set(true);
            try {
                stream.close();
            } catch (IOException e) {
                // closed already
            }
        }, timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        try (InputStream body = stream) {
            if (status == 304 && before != null) {
                return new Fetched(before.body(), true);
            }
            if (status == 404) {
                return null;
            }
            if (status != 200) {
                throw new FetchFailed(url + ": the server answered " + status);
            }
            byte[] bytes;
            try {
                bytes = LiveChessImporter.readAtMost(body, maxBytes);
            } catch (LiveChessImporter.TooLarge e) {
                throw new FetchFailed(url + ": the answer is larger than " + maxBytes + " bytes (adjudicator.relay.max-response-bytes)");
            } catch (HttpTimeoutException e) {
                throw new FetchFailed(url + ": no answer within " + timeout.toMillis() + " ms");
            }
            if (conditional) {
                String etag = response.headers().firstValue("ETag").orElse(null);
                String lastModified = response.headers().firstValue("Last-Modified").orElse(null);
                if (etag != null || lastModified != null) {
                    kept.put(url, new Kept(etag, lastModified, bytes));
                }
            }
            return new Fetched(bytes, false);
        } catch (IOException e) {
            if (cut.get()) {
                throw new FetchFailed(url + ": no whole answer within " + timeout.toMillis() + " ms");
            }
            if (e instanceof FetchFailed f) {
                throw f;
            }
            throw new FetchFailed(url + ": " + e.getMessage());
        } finally {
            watchdog.cancel(false);
        }
    }

    private static final java.util.concurrent.ScheduledExecutorService WATCHDOG = java.util.concurrent.Executors
            .newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "livechess-relay-timeout");
                t.setDaemon(true);
                return t;
            });
}
