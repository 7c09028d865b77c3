package adjudicator.query;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A document's text, laid out on A4 landscape pages by PDFBox: a title, headings, prose (wrapped),
 * monospaced lines, tables laid out to fit the page ({@link #table}), and chess diagrams; a sans-serif font for prose, a monospaced one for tables
 * and diagrams, both the Liberation fonts (SIL Open Font License) embedded, so that names in any script
 * print as written. The reports the federation and the appeals committee file are made with it.
 */
public final class PdfText {

    private static final float MARGIN = 36;
    private static final float SQUARE = 16;
    /** The width of the text on an A4 landscape page between the margins, in points. */
    static final float WIDTH = PDRectangle.A4.getHeight() - 2 * MARGIN;
    /** The monospaced font's advance: 0.6 of its size (Liberation Mono). */
    private static final float MONO_ADVANCE = 0.6f;
    /** The sizes a table is set in, largest first: the largest its widest row fits in. */
    private static final float[] TABLE_SIZES = {7.5f, 6.5f, 6f};
    private final List<Object[]> lines = new ArrayList<>();

    /**
     * A column of a table: its heading, whether its cells are right-aligned (numbers), and whether it is a
     * key column, printed again in every part of a table too wide for the page.
     */
    public record Column(String heading, boolean right, boolean key) {
        public static Column key(String heading) {
            return new Column(heading, false, true);
        }

        public static Column keyNumber(String heading) {
            return new Column(heading, true, true);
        }

        public static Column text(String heading) {
            return new Column(heading, false, false);
        }

        public static Column number(String heading) {
            return new Column(heading, true, false);
        }
    }

    /**
     * A table in the monospaced font, laid out to fit the page: each column as wide as its widest cell, set
     * in the largest of 7.5, 6.5 and 6 points its width fits in; a table wider still is printed in parts,
     * each with the key columns and as many of the others as fit, in order, so that every column is printed
     * whole. Its heading line is printed again at the top of each page it runs onto.
     */
    public void table(List<Column> columns, List<List<String>> rows) {
        int[] widths = new int[columns.size()];
        for (int c = 0; c < columns.size(); c++) {
            widths[c] = columns.get(c).heading().length();
            for (List<String> row : rows) {
                widths[c] = Math.max(widths[c], cell(row, c).length());
            }
        }
        List<Integer> all = new ArrayList<>();
        for (int c = 0; c < columns.size(); c++) {
            all.add(c);
        }
        for (float size : TABLE_SIZES) {
            if (width(all, widths) <= capacity(size)) {
                part(columns, rows, all, widths, size);
                return;
            }
        }
        float size = TABLE_SIZES[TABLE_SIZES.length - 1];
        List<Integer> keys = all.stream().filter(c -> columns.get(c).key()).toList();
        List<Integer> part = new ArrayList<>(keys);
        boolean first = true;
        for (int c : all) {
            if (columns.get(c).key()) {
                continue;
            }
            List<Integer> wider = new ArrayList<>(part);
            wider.add(c);
            if (width(wider, widths) > capacity(size) && part.size() > keys.size()) {
                if (!first) {
                    mono("(continued)");
                }
                part(columns, rows, part, widths, size);
                first = false;
                part = new ArrayList<>(keys);
                part.add(c);
            } else {
                part = wider;
            }
        }
        if (!first) {
            mono("(continued)");
        }
        part(columns, rows, part, widths, size);
    }

    /** The characters a line of the monospaced font at {@code size} points holds between the margins. */
    static int capacity(float size) {
        return (int) Math.floor(WIDTH / (MONO_ADVANCE * size));
    }

    private static int width(List<Integer> columns, int[] widths) {
        int w = Math.max(0, columns.size() - 1);
        for (int c : columns) {
            w += widths[c];
        }
        return w;
    }

    private void part(List<Column> columns, List<List<String>> rows, List<Integer> shown, int[] widths, float size) {
        String heading = line(columns.stream().map(Column::heading).toList(), columns, shown, widths);
        lines.add(new Object[]{"row", heading, size, true, null});
        for (List<String> row : rows) {
            lines.add(new Object[]{"row", line(row, columns, shown, widths), size, false, heading});
        }
    }

    private static String line(List<String> cells, List<Column> columns, List<Integer> shown, int[] widths) {
        StringBuilder out = new StringBuilder();
        for (int c : shown) {
            if (out.length() > 0) {
                out.append(' ');
            }
            String v = cell(cells, c);
            String pad = " ".repeat(widths[c] - v.length());
            out.append(columns.get(c).right() ? pad + v : v + pad);
        }
        return out.toString().stripTrailing();
    }

    private static String cell(List<String> row, int c) {
        return c < row.size() && row.get(c) != null ? row.get(c) : "";
    }

    public void title(String s) {
        lines.add(new Object[]{"title", s});
    }

    public void heading(String s) {
        lines.add(new Object[]{"heading", s});
    }

    public void line(String s) {
        // long prose wraps at about 150 characters
        String rest = s;
        while (rest.length() > 150) {
            int cut = rest.lastIndexOf(' ', 150);
            cut = cut <= 0 ? 150 : cut;
            lines.add(new Object[]{"line", rest.substring(0, cut)});
            rest = "    " + rest.substring(cut).strip();
        }
        lines.add(new Object[]{"line", rest});
    }

    public void mono(String s) {
        lines.add(new Object[]{"mono", s});
    }

    public void gap() {
        lines.add(new Object[]{"gap", ""});
    }

    /** A diagram of the position of {@code fen}, White at the bottom: White's men in capitals, Black's in small letters. */
    public void board(String fen) {
        lines.add(new Object[]{"board", fen});
    }

    public byte[] pdf(String title, Instant madeAt) {
        try (PDDocument doc = new PDDocument()) {
            PDFont sans = font(doc, "liberation/LiberationSans-Regular.ttf");
            PDFont bold = font(doc, "liberation/LiberationSans-Bold.ttf");
            PDFont mono = font(doc, "liberation/LiberationMono-Regular.ttf");
            PDFont monoBold = font(doc, "liberation/LiberationMono-Bold.ttf");
            PDRectangle size = new PDRectangle(PDRectangle.A4.getHeight(), PDRectangle.A4.getWidth());
            PDPageContentStream page = null;
            float y = 0;
            for (Object[] l : lines) {
                String kind = (String) l[0];
                float height = switch (kind) {
                    case "title" -> 20;
                    case "heading" -> 16;
                    case "gap" -> 6;
                    case "board" -> 8 * SQUARE + 14;
                    case "row" -> (Float) l[2] * 1.4f;
                    default -> 10.5f;
                };
                if (page == null || y - height < MARGIN) {
                    if (page != null) {
                        page.close();
                    }
                    PDPage p = new PDPage(size);
                    doc.addPage(p);
                    page = new PDPageContentStream(doc, p);
                    y = size.getHeight() - MARGIN;
                    if (kind.equals("row") && l[4] != null) {
                        // a table running onto a new page: its heading line again
                        y -= height;
                        text(page, monoBold, (Float) l[2], MARGIN, y, printable((String) l[4]));
                    }
                }
                y -= height;
                if (kind.equals("gap")) {
                    continue;
                }
                if (kind.equals("row")) {
                    text(page, (Boolean) l[3] ? monoBold : mono, (Float) l[2], MARGIN, y, printable((String) l[1]));
                    continue;
                }
                if (kind.equals("board")) {
                    drawBoard(page, (String) l[1], MARGIN + 12, y + 12, monoBold, mono);
                    continue;
                }
                PDFont font = switch (kind) {
                    case "title", "heading" -> bold;
                    case "mono" -> mono;
                    default -> sans;
                };
                float points = switch (kind) {
                    case "title" -> 16;
                    case "heading" -> 12;
                    case "mono" -> 7.5f;
                    default -> 9;
                };
                page.beginText();
                page.setFont(font, points);
                page.newLineAtOffset(MARGIN, y);
                page.showText(printable((String) l[1]));
                page.endText();
            }
            if (page != null) {
                page.close();
            }
            PDDocumentInformation info = doc.getDocumentInformation();
            info.setTitle(title);
            info.setCreator("adjudicator");
            java.util.Calendar made = java.util.Calendar.getInstance(java.util.TimeZone.getTimeZone("UTC"));
            made.setTimeInMillis(madeAt.toEpochMilli());
            info.setCreationDate(made);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            doc.save(bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The 8 by 8 squares from the bottom-left corner ({@code x}, {@code y}), the dark ones shaded, the men as letters, files and ranks named. */
    private static void drawBoard(PDPageContentStream page, String fen, float x, float y, PDFont men, PDFont labels) throws IOException {
        String[] ranks = fen.split(" ")[0].split("/");
        for (int r = 0; r < 8; r++) {
            int file = 0;
            for (char c : ranks[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int k = 0; k < c - '0'; k++) {
                        square(page, x, y, file++, 7 - r, ' ', men);
                    }
                } else {
                    square(page, x, y, file++, 7 - r, c, men);
                }
            }
        }
        page.setNonStrokingColor(0f);
        page.addRect(x, y, 8 * SQUARE, 8 * SQUARE);
        page.stroke();
        for (int i = 0; i < 8; i++) {
            text(page, labels, 7, x + i * SQUARE + SQUARE / 2 - 2, y - 9, String.valueOf((char) ('a' + i)));
            text(page, labels, 7, x - 9, y + i * SQUARE + SQUARE / 2 - 2, String.valueOf(i + 1));
        }
    }

    private static void square(PDPageContentStream page, float x, float y, int file, int rank, char man, PDFont font) throws IOException {
        float sx = x + file * SQUARE;
        float sy = y + rank * SQUARE;
        boolean dark = (file + rank) % 2 == 0;
        page.setNonStrokingColor(dark ? 0.72f : 0.95f);
        page.addRect(sx, sy, SQUARE, SQUARE);
        page.fill();
        if (man != ' ') {
            page.setNonStrokingColor(0f);
            text(page, font, 11, sx + SQUARE / 2 - 3.3f, sy + SQUARE / 2 - 3.5f, String.valueOf(man));
        }
    }

    private static void text(PDPageContentStream page, PDFont font, float points, float x, float y, String s) throws IOException {
        page.beginText();
        page.setFont(font, points);
        page.newLineAtOffset(x, y);
        page.showText(s);
        page.endText();
    }

    private static PDFont font(PDDocument doc, String resource) throws IOException {
        try (InputStream in = PdfText.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("the font " + resource + " is not on the class path");
            }
            return PDType0Font.load(doc, in);
        }
    }

    /** The text without control characters, which a PDF text run cannot hold. */
    private static String printable(String s) {
        return s.replaceAll("\\p{Cntrl}", " ");
    }
}
