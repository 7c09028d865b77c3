package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code import-trf} and {@code export-trf} with the server stopped, against the store the server then
 * opens: a file imported on the command line is the server's tournament, recorded as by {@code cli:USER};
 * exported again, its player records are the file's.
 */
class TrfCliTest {

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private Run run(BiFunction<PrintStream, PrintStream, Callable<Integer>> command, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = new String[args.length + 1];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--adjudicator.data-dir=" + dir.resolve("data");
        int status = new CommandLine(command.apply(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).setUnmatchedOptionsArePositionalParams(true).execute(all);
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aReportFileImportedOnTheCommandLineIsTheServersTournament() throws IOException {
        Path file = dir.resolve("club.trf");
        Files.writeString(file, TournamentHttpTest.OTHER, StandardCharsets.UTF_8);
        Run imported = run(TrfCommands.Import::new, file.toString(), "--rules", "FIDE_2017");
        assertThat(imported.status()).as(imported.err()).isZero();
        String id = imported.out().strip();
        assertThat(imported.err()).contains("3 players, 2 rounds");
        assertThat(run(TrfCommands.Import::new, file.toString(), "--rules", "FIDE_2017").status()).as("imported once").isEqualTo(1);
        assertThat(run(TrfCommands.Import::new, file.toString(), "--rules", "FIDE_1999").status()).isEqualTo(2);
        Path latin1 = dir.resolve("latin1.trf");
        Files.write(latin1, TournamentHttpTest.OTHER.replace("Ane", "Añe").getBytes(StandardCharsets.ISO_8859_1));
        Run notUtf8 = run(TrfCommands.Import::new, latin1.toString(), "--rules", "FIDE_2017");
        assertThat(notUtf8.status()).isEqualTo(1);
        assertThat(notUtf8.err()).contains("not UTF-8");

        Run byName = run(TrfCommands.Export::new, "Club Championship 2010", "--version", "TRF16");
        assertThat(byName.status()).as(byName.err()).isZero();
        assertThat(byName.out()).contains("012 Club Championship 2010\r")
                .contains("001    1 m GM Mirzoev, Azer                     2527 AZE    13400304 1978        1.5    1     3 w 1     2 w =\r");
        Path out = dir.resolve("out.trf");
        Run byId = run(TrfCommands.Export::new, id, "-o", out.toString());
        assertThat(byId.status()).as(byId.err()).isZero();
        assertThat(Files.readString(out)).contains("142 3\r");
        assertThat(run(TrfCommands.Export::new, "No Such Open").status()).isEqualTo(1);

        try (TestServer server = TestServer.start(dir.resolve("data"))) {
            Http admin = server.http.as(Files.readString(dir.resolve("data/admin.token")).strip());
            JsonNode events = admin.get("/api/tournaments/" + id + "/events").json();
            assertThat(events.get(0).get("recordedBy").get("name").asText()).startsWith("cli:");
            assertThat(admin.get("/api/tournaments/" + id + "/standings").json().get("standings").get(0).get("name").asText())
                    .isEqualTo("Mirzoev, Azer");
        }
    }
}
