package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A tiny JSON client over real HTTP, as an arbiter's tablet would talk to the server: every request
 * carries its bearer token (none for {@link #anonymous}).
 */
final class Http {

    static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final String base;
    private final String token;

    /** A client of the server on {@code port} with the test servers' ADMIN token. */
    Http(int port) {
        this(port, TestServer.ADMIN_TOKEN);
    }

    Http(int port, String token) {
        this.base = "http://127.0.0.1:" + port;
        this.token = token;
    }

    /** The server's address, e.g. {@code http://127.0.0.1:8080}. */
    String base() {
        return base;
    }

    /** The same server, with another token. */
    Http as(String token) {
        return new Http(Integer.parseInt(base.substring(base.lastIndexOf(':') + 1)), token);
    }

    /** The same server, without a credential. */
    Http anonymous() {
        return as(null);
    }

    record Response(int status, String contentType, String body, java.util.Map<String, java.util.List<String>> headers) {
        String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().get(0)).findFirst().orElse(null);
        }

        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException("not JSON: " + body, e);
            }
        }
    }

    /** The JSON of an answer that must be a success (200 or 201); the body in the failure's message otherwise. */
    static JsonNode ok(Response r) {
        org.assertj.core.api.Assertions.assertThat(r.status()).as(r.body()).isBetween(200, 201);
        return r.json();
    }

    Response get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Response get(String path, String accept) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Accept", accept).GET());
    }

    Response post(String path, String json) {
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    Response delete(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).DELETE());
    }

    /** The text of a PDF this client is answered with, as PDFBox extracts it. */
    String pdfText(String path) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30)).GET();
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        try {
            byte[] bytes = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofByteArray()).body();
            try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(bytes)) {
                return new org.apache.pdfbox.text.PDFTextStripper().getText(doc);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A request as the caller builds it, with this client's token. */
    Response send(HttpRequest.Builder request) {
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        try {
            HttpResponse<String> r = CLIENT.send(request.timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            return new Response(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body(), r.headers().map());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
