package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code audit-pgn}: an archive judged by the Laws under each edition asked, without a store: the Laws' own
 * ending where the source records another result or goes on, the first illegal move, the fivefold repetition
 * that only 2017/2023 end the game by, a summary by kind, and the exit status.
 */
class AuditPgnCommandTest {

    @TempDir
    Path dir;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Fool's mate recorded as agreed; a move that leaves the king in check (2... a6 after 2. Qh5+); knights back and forth. */
    private static final String ARCHIVE = String.join("\n",
            "[Event \"Archive\"]", "[White \"Fool, A\"]", "[Black \"Sharp, B\"]", "[Result \"1/2-1/2\"]",
            "[Termination \"Game drawn by agreement\"]", "", "1. f3 e5 2. g4 Qh4# 1/2-1/2", "",
            "[Event \"Archive\"]", "[White \"Walker, K\"]", "[Black \"Other, O\"]", "[Result \"1-0\"]", "",
            "1. e4 f5 2. Qh5+ a6 3. Qxf5 1-0", "",
            "[Event \"Archive\"]", "[White \"Knight, A\"]", "[Black \"Knight, B\"]", "[Result \"1-0\"]", "",
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 1-0", "");

    private record Run(int status, String out, String err) {
    }

    private Run audit(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new CommandLine(new AuditPgnCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).inParts(200)).execute(args);
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static JsonNode verdict(JsonNode game, String edition) {
        for (JsonNode v : game.get("verdicts")) {
            if (v.get("edition").asText().equals(edition)) {
                return v;
            }
        }
        throw new AssertionError("no verdict under " + edition);
    }

    @Test
    void anArchiveIsJudgedUnderEachEditionAsked() throws IOException {
        Path file = dir.resolve("archive.pgn");
        Files.writeString(file, ARCHIVE);
        Run run = audit(file.toString(), "--rules", "FIDE_2005,FIDE_2017");
        assertThat(run.status()).as(run.err()).isZero();
        String[] lines = run.out().split("\n");
        assertThat(lines).hasSize(4);

        JsonNode fool = JSON.readTree(lines[0]);
        assertThat(fool.get("game").asInt()).isEqualTo(1);
        JsonNode mate = verdict(fool, "FIDE_2017");
        assertThat(mate.get("lawsEnding").get("result").asText()).isEqualTo("0-1");
        assertThat(mate.get("lawsEnding").get("article").asText()).isEqualTo("5.1.1");
        assertThat(mate.get("findings").get(0).get("kind").asText()).isEqualTo("ENDED_OTHERWISE");
        assertThat(verdict(fool, "FIDE_2005").get("lawsEnding").get("article").asText()).isEqualTo("5.1a");

        JsonNode walker = JSON.readTree(lines[1]);
        JsonNode illegal = verdict(walker, "FIDE_2017").get("firstIllegalMove");
        assertThat(illegal.get("ply").asInt()).isEqualTo(4);
        assertThat(illegal.get("move").asText()).isEqualTo("a7a6");
        assertThat(illegal.get("article").asText()).isEqualTo("3.9");
        assertThat(verdict(walker, "FIDE_2017").get("findings").get(0).get("kind").asText()).isEqualTo("ILLEGAL_MOVE");

        // the initial position a fifth time after 8... Ng8: 2017 ends the game (9.6.1), and the source plays on; 2005 has no such end
        JsonNode knights = JSON.readTree(lines[2]);
        JsonNode fivefold = verdict(knights, "FIDE_2017");
        assertThat(fivefold.get("lawsEnding").get("termination").asText()).isEqualTo("FIVEFOLD_REPETITION");
        assertThat(fivefold.get("lawsEnding").get("afterPly").asInt()).isEqualTo(16);
        assertThat(fivefold.get("findings").toString()).contains("ENDED_OTHERWISE").contains("PLAYED_ON");
        assertThat(verdict(knights, "FIDE_2005").get("findings")).isEmpty();
        assertThat(verdict(knights, "FIDE_2005").get("lawsEnding").get("result").isNull()).isTrue();

        JsonNode summary = JSON.readTree(lines[3]).get("summary");
        assertThat(summary.get("games").asInt()).isEqualTo(3);
        assertThat(summary.get("editions").get("FIDE_2017").get("withFindings").asInt()).isEqualTo(3);
        assertThat(summary.get("editions").get("FIDE_2005").get("withFindings").asInt()).isEqualTo(2);
        assertThat(summary.get("editions").get("FIDE_2017").get("findings").get("ILLEGAL_MOVE").asInt()).isEqualTo(1);
        assertThat(run.err()).contains("game 3 (line 16)").contains("audit-pgn: 3 games read");
    }

    @Test
    void theCsvHasALineAGameAndEdition_andAnUnreadableGameGivesStatusOne() throws IOException {
        Path file = dir.resolve("archive.pgn");
        Files.writeString(file, ARCHIVE + "\n[Event \"Broken\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Zz9 1-0\n");
        Run run = audit(file.toString(), "--rules", "FIDE_2023", "--format", "csv");
        assertThat(run.status()).isEqualTo(1);
        String[] lines = run.out().split("\r\n");
        assertThat(lines[0]).isEqualTo("file,game,line,white,black,result,termination,edition,read,refused,lawsResult,lawsTermination,"
                + "lawsArticle,lawsPly,firstIllegalPly,firstIllegalMove,findings,kinds,details");
        assertThat(lines).hasSize(4);
        assertThat(lines[1]).contains(",1,1,\"Fool, A\",\"Sharp, B\",1/2-1/2,\"Game drawn by agreement\",FIDE_2023,true,,0-1,CHECKMATE,"
                + "5.1.1,4,,,1,ENDED_OTHERWISE,");
        assertThat(run.err()).contains("game 4").contains("NOT READ").contains("1 not read");
        assertThat(audit(file.toString(), "--rules", "FIDE_1999").status()).isEqualTo(2);
        assertThat(audit(file.toString(), "--format", "xml").status()).isEqualTo(2);
        assertThat(audit(dir.resolve("none.pgn").toString()).status()).isEqualTo(1);
    }
}
