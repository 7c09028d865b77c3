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
 * monospaced table lines, and chess diagrams; a sans-serif font for prose, a monospaced one for tables
 * and diagrams, both the Liberation fonts (SIL Open Font License) embedded, so that names in any script
 * print as written. The reports the federation and the appeals committee file are made with it.
 */
public final class PdfText {

    private static final float MARGIN = 36;
    private static final float SQUARE = 16;
    private final List<Object[]> lines = new ArrayList<>();

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
                }
                y -= height;
                if (kind.equals("gap")) {
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
