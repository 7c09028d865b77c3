package adjudicator.engine.rules;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/editions.md sets the four editions side by side as the rulesets hold them: the article of
 * every rule in each edition's numbering, and every setting in which they differ. Its tables are
 * these rulesets printed; this test fails when they differ, and {@code -Deditions.write=true}
 * writes them into the document again (between its markers).
 */
class EditionsDocTest {

    private static final Path DOC = Path.of("../docs/editions.md");
    private static final String BEGIN = "<!-- tables from the rulesets: begin -->";
    private static final String END = "<!-- tables from the rulesets: end -->";
    private static final List<Ruleset> EDITIONS = List.of(Ruleset.FIDE_2005, Ruleset.RF_2013, Ruleset.FIDE_2017,
            Ruleset.FIDE_2023);

    @Test
    void theDocumentsTablesAreTheRulesets() throws IOException {
        String doc = Files.readString(DOC);
        String tables = tables();
        if (Boolean.getBoolean("editions.write")) {
            doc = doc.substring(0, doc.indexOf(BEGIN) + BEGIN.length()) + "\n" + tables + doc.substring(doc.indexOf(END));
            Files.writeString(DOC, doc);
        }
        assertThat(doc).contains(BEGIN + "\n" + tables + END);
    }

    static String tables() {
        StringBuilder out = new StringBuilder();
        out.append("### The article of each rule\n\n| rule | FIDE 2005 | RF 2013 | FIDE 2017 | FIDE 2023 |\n| --- | --- | --- | --- | --- |\n");
        for (Law law : Law.values()) {
            out.append("| `").append(law).append('`');
            for (Ruleset r : EDITIONS) {
                out.append(" | ").append(r.articleIfAny(law).orElse("(none)"));
            }
            out.append(" |\n");
        }
        out.append("\n### The settings\n\nEach value with the article that states it.\n\n")
                .append("| setting | FIDE 2005 | RF 2013 | FIDE 2017 | FIDE 2023 |\n| --- | --- | --- | --- | --- |\n");
        row(out, "illegal move that loses (standard)", r -> cited(r.illegalMoves().losingMove(), n -> "no. " + n));
        row(out, "draw instead if the opponent cannot mate", r -> cited(r.illegalMoves().drawIfOpponentCannotMate(), b -> b ? "yes" : "no"));
        for (Pace pace : Pace.values()) {
            row(out, "time to the opponent for an illegal move, " + pace.name().toLowerCase(),
                    r -> cited(r.illegalMoves().timeAdded(pace), EditionsDocTest::minutes));
        }
        for (IllegalMoveKind kind : IllegalMoveKind.values()) {
            row(out, "counts as an illegal move: " + kind.name().toLowerCase().replace('_', ' '),
                    r -> r.illegalMoves().articleOf(kind).orElse("no"));
        }
        for (Pace pace : Pace.values()) {
            row(out, "incorrect claim: the opponent gets, " + pace.name().toLowerCase(),
                    r -> cited(r.incorrectClaim().opponentBonus(pace), d -> minutes(Optional.of(d))));
        }
        row(out, "incorrect claim: the claimant's time cut", r -> r.incorrectClaim().claimantCut()
                .map(c -> cited(c, v -> "halved above " + minutes(Optional.of(v.halveAbove())) + ", by at most "
                        + minutes(Optional.of(v.maxCut())) + ", not below " + minutes(Optional.of(v.floor())))).orElse("no"));
        row(out, "right to claim lost", r -> cited(r.claimRightLost(), v -> words(v.name())));
        row(out, "mate, stalemate or dead position by a move that broke touch-move", r -> cited(r.breachingMoveEnding(), v -> words(v.name())));
        row(out, "clocks stopped on a claim", r -> cited(r.clockStopOnClaim(), v -> words(v.name())));
        row(out, "moves each before a draw may be agreed", r -> cited(r.agreementMinimum(), v -> String.valueOf(v.movesByEachPlayer())));
        row(out, "resignation a draw if the opponent cannot mate", r -> cited(r.resignationDrawnIfOpponentCannotMate(), b -> b ? "yes" : "no"));
        row(out, "flag fall: the draw test", r -> cited(r.flagFallDraw(), v -> words(v.name())));
        row(out, "both flags, order unknown", r -> cited(r.bothFlags(), v -> words(v.name())));
        row(out, "default time", r -> cited(r.defaultTime(), v -> minutes(Optional.of(v.unlessRegulationsSay()))
                + (v.regulationsMaySet() ? ", or the regulations'" : "") + (v.arbiterMayDecideOtherwise() ? "; the arbiter may decide otherwise" : "")));
        row(out, "quickplay finish", r -> cited(r.quickplayFinish(), v -> (v.onlyWhenAnnounced() ? "when announced" : "always")
                + (v.procedureWithoutArbiter() ? "; also with no arbiter present" : "")));
        row(out, "the arbiter's penalties", r -> String.join(", ", r.arbiterPenalties().stream()
                .map(c -> words(c.value().name()) + " " + c.article()).toList()));
        row(out, "both players lose (0-0)", r -> cited(r.bothPlayersLoseWhenBothAtFault(), b -> b ? "yes" : "no"));
        row(out, "only normal scores (no 3/4-1/4)", r -> cited(r.onlyNormalScores(), b -> b ? "yes" : "no"));
        row(out, "an electronic device", r -> cited(r.deviceRule(), v -> words(v.name())));
        row(out, "right of appeal against the arbiter's decisions", r -> r.rightOfAppeal().map(a -> "yes (" + a + ")").orElse("no"));
        return out.toString();
    }

    private static void row(StringBuilder out, String name, Function<Ruleset, String> value) {
        List<String> cells = new ArrayList<>();
        for (Ruleset r : EDITIONS) {
            cells.add(value.apply(r));
        }
        out.append("| ").append(name).append(" | ").append(String.join(" | ", cells)).append(" |\n");
    }

    private static <T> String cited(Cited<T> c, Function<T, String> value) {
        return value.apply(c.value()) + " (" + c.article() + ")";
    }

    private static String minutes(Optional<Duration> d) {
        return d.map(x -> x.isZero() ? "0" : x.toSeconds() % 60 == 0 ? x.toMinutes() + " min" : x.toSeconds() + " s").orElse("none");
    }

    private static String words(String name) {
        return name.toLowerCase().replace('_', ' ');
    }
}
