package adjudicator.query;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tables in the reports fit their page: a table of every tie-break (the standings of a tournament whose
 * regulations list 18) is set smaller, no smaller than 6 points; a wider one (a cross table of 40 rounds) is
 * printed in parts, its key columns in every part; no character runs past the right margin of an A4
 * landscape page.
 */
class PdfTextTest {

    private static final List<String> TIE_BREAKS = List.of("DE", "WIN", "WON", "BPG", "BWG", "PS", "REP", "BH", "BH-C1", "BH-C2",
            "BH-M1", "BH-M2", "SB", "SB-C1", "KS", "ARO", "ARO-C1", "TPR");

    /** The text of a PDF, and the right edge of the rightmost character on any page. */
    private record Printed(String text, float rightmost, float pageWidth, float smallest) {
    }

    private static Printed print(byte[] pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            float[] right = {0};
            float[] smallest = {Float.MAX_VALUE};
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<TextPosition> positions) throws IOException {
                    for (TextPosition p : positions) {
                        right[0] = Math.max(right[0], p.getXDirAdj() + p.getWidthDirAdj());
                        smallest[0] = Math.min(smallest[0], p.getFontSizeInPt());
                    }
                    super.writeString(text, positions);
                }
            };
            return new Printed(stripper.getText(doc), right[0], doc.getPage(0).getMediaBox().getWidth(), smallest[0]);
        }
    }

    private static List<PdfText.Column> standingsColumns() {
        List<PdfText.Column> columns = new ArrayList<>(List.of(PdfText.Column.key("Rank"), PdfText.Column.keyNumber("No"),
                PdfText.Column.key("Name"), PdfText.Column.text("Tit"), PdfText.Column.number("Rtg"), PdfText.Column.text("Fed"),
                PdfText.Column.number("FIDE ID"), PdfText.Column.number("Pts")));
        TIE_BREAKS.forEach(t -> columns.add(PdfText.Column.number(t)));
        return columns;
    }

    private static List<List<String>> rows(int players) {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(i), String.valueOf(i), "Gorrochategui Torres, Eugenio " + i, "GM",
                    "2500", "ESP", "13400304", "5.5"));
            TIE_BREAKS.forEach(t -> row.add("2345.67"));
            rows.add(row);
        }
        return rows;
    }

    @Test
    void theStandingsWithEveryTieBreakFitThePage_everyColumnPrinted() throws IOException {
        PdfText out = new PdfText();
        out.table(standingsColumns(), rows(60));
        Printed printed = print(out.pdf("standings", Instant.parse("2026-03-01T10:00:00Z")));
        for (String t : TIE_BREAKS) {
            assertThat(printed.text()).as(t).containsPattern("(^|\\s)" + java.util.regex.Pattern.quote(t) + "(\\s|$)");
        }
        assertThat(printed.rightmost()).as("the right margin of %s points", printed.pageWidth()).isLessThanOrEqualTo(printed.pageWidth() - 36);
        assertThat(printed.smallest()).as("the smallest type").isGreaterThanOrEqualTo(6f);
    }

    @Test
    void aTableTooWideForAnySizeIsPrintedInParts_theKeyColumnsInEach() throws IOException {
        // a cross table of 40 rounds: the rounds that do not fit follow, after the rank, number and name again
        List<PdfText.Column> columns = new ArrayList<>(List.of(PdfText.Column.key("Rank"), PdfText.Column.keyNumber("No"),
                PdfText.Column.key("Name")));
        for (int r = 1; r <= 40; r++) {
            columns.add(PdfText.Column.number(String.valueOf(r)));
        }
        List<List<String>> rows = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(i), String.valueOf(i), "Gorrochategui Torres, Eugenio " + i));
            for (int r = 1; r <= 40; r++) {
                row.add("123w1");
            }
            rows.add(row);
        }
        PdfText out = new PdfText();
        out.table(columns, rows);
        Printed printed = print(out.pdf("cross table", Instant.parse("2026-03-01T10:00:00Z")));
        assertThat(printed.text()).contains("(continued)");
        assertThat(printed.text().split("Gorrochategui Torres, Eugenio 30", -1)).hasSizeGreaterThan(2);
        assertThat(printed.text()).containsPattern("\\s40\\s");
        assertThat(printed.rightmost()).isLessThanOrEqualTo(printed.pageWidth() - 36);
        assertThat(printed.smallest()).isGreaterThanOrEqualTo(6f);
    }

    @Test
    void aTableThatFitsIsPrintedWhole() throws IOException {
        PdfText out = new PdfText();
        List<PdfText.Column> columns = standingsColumns().subList(0, 12);
        out.table(columns, rows(5).stream().map(r -> r.subList(0, 12)).toList());
        Printed printed = print(out.pdf("standings", Instant.parse("2026-03-01T10:00:00Z")));
        assertThat(printed.text()).doesNotContain("(continued)").contains("BPG");
        assertThat(printed.rightmost()).isLessThanOrEqualTo(printed.pageWidth() - 36);
    }

    @Test
    void aLongTableRepeatsItsHeadingOnEveryPage() throws IOException {
        PdfText out = new PdfText();
        out.table(List.of(PdfText.Column.keyNumber("No"), PdfText.Column.key("Name")),
                java.util.stream.IntStream.rangeClosed(1, 200).mapToObj(i -> List.of(String.valueOf(i), "Player " + i)).toList());
        byte[] pdf = out.pdf("long", Instant.parse("2026-03-01T10:00:00Z"));
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            assertThat(doc.getNumberOfPages()).isGreaterThan(1);
            for (int page = 1; page <= doc.getNumberOfPages(); page++) {
                PDFTextStripper stripper = new PDFTextStripper();
                stripper.setStartPage(page);
                stripper.setEndPage(page);
                assertThat(stripper.getText(doc).strip()).as("page %d", page).startsWith("No Name");
            }
        }
    }
}
