package adjudicator.query.appeal;

import adjudicator.command.appeal.AppealEvent;
import adjudicator.command.appeal.AppealReader;
import adjudicator.command.appeal.AppealState;
import adjudicator.command.record.RecordChain;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Texts;
import adjudicator.engine.Color;
import adjudicator.engine.clock.ChessClock;
import adjudicator.query.GameReader;
import adjudicator.query.PdfText;
import adjudicator.query.Timeline;
import org.springframework.stereotype.Component;
import org.springframework.web.util.HtmlUtils;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The appeals committee's decision document, as PDF and as a page: the competition, the game, the
 * parties and the committee; each disputed event with the position (a diagram) and both clocks right
 * after it (the as-of replay) and the timeline around it; the statements and the re-adjudication; the
 * decision with its reasons, articles and votes; and the record it rests on: the game's head when the
 * decision was taken, the appeal's head now, and one SHA-256 over the two, so that anyone can later
 * prove the document matches the record.
 */
@Component
public class AppealDecisionDocument {

    private final AppealReader appeals;
    private final GameReader games;
    private final RecordChain chain;

    public AppealDecisionDocument(AppealReader appeals, GameReader games, RecordChain chain) {
        this.appeals = appeals;
        this.games = games;
        this.chain = chain;
    }

    /** One disputed event as the document shows it. */
    record Disputed(long seq, String type, String text, String fen, String whiteClock, String blackClock, List<Timeline.Row> around) {
    }

    /** What the document says, gathered once for both forms, in the language of {@code texts}. */
    record Content(AppealState appeal, GameState game, List<Disputed> disputed, String gameHead, String appealHead, String digest,
                   Texts texts) {
    }

    /** What the document says, read once, in English: both its forms and its digest come from this one read. */
    Content content(String appealId) {
        return content(appealId, Texts.of(null));
    }

    /**
     * What the document says, read once, in the language of {@code texts} (its sentences; the record's names, moves,
     * grounds, statements and reasons as recorded): both its forms and its digest come from this one read.
     */
    Content content(String appealId, Texts texts) {
        AppealState a = appeals.current(appealId);
        String gameId = a.lodged().gameId();
        GameState game = games.current(gameId);
        List<Timeline.Row> timeline = games.timeline(gameId, texts);
        List<Long> seqs = new ArrayList<>(a.lodged().disputed());
        if (seqs.isEmpty()) {
            // an appeal against the result: the position and clocks at the end of the game
            seqs.add(lastGameEventBefore(timeline, a));
        }
        List<Disputed> disputed = new ArrayList<>();
        for (long seq : seqs) {
            GameState after = games.afterEvent(gameId, seq);
            Timeline.Row row = timeline.stream().filter(r -> r.seq() == seq).findFirst().orElse(null);
            Instant at = row == null || row.at() == null ? after.lastAt() : Instant.parse(row.at());
            disputed.add(new Disputed(seq, row == null ? "?" : row.type(), row == null ? "" : row.text(), after.fen(),
                    clock(after.clock(), Color.WHITE, at, texts), clock(after.clock(), Color.BLACK, at, texts),
                    timeline.stream().filter(r -> r.seq() >= seq - 3 && r.seq() <= seq + 3).toList()));
        }
        String gameHead = a.decided() == null ? headOf(gameId) : a.decided().gameHeadSeq() + " " + a.decided().gameHeadHash();
        String appealHead = headOf(appealId);
        String digest = sha256("game " + gameId + " " + gameHead + "\nappeal " + appealId + " " + appealHead + "\n");
        return new Content(a, game, disputed, gameHead, appealHead, digest, texts);
    }

    private static long lastGameEventBefore(List<Timeline.Row> timeline, AppealState a) {
        long seq = 0;
        for (Timeline.Row r : timeline) {
            if (r.appealId() == null && r.recordedAt().compareTo(a.lodged().at().toString()) <= 0) {
                seq = Math.max(seq, r.seq());
            }
        }
        return seq;
    }

    private static String clock(ChessClock c, Color side, Instant at, Texts t) {
        if (!c.control().hasClock()) {
            return t.get("decision.noClock");
        }
        long ms = c.remainingMs(side, at);
        return String.format("%d:%02d:%02d.%03d", ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000)
                + (c.flagFallen(side, at) ? t.get("decision.flagFallen") : "");
    }

    private String headOf(String id) {
        RecordChain.Head h = chain.head(id).orElse(null);
        return h == null ? "-" : h.seq() + " " + h.hash();
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The lines of the document, in the order both forms give them, in the content's language. */
    private static void write(Content c, Sink out) {
        Texts t = c.texts();
        AppealState a = c.appeal();
        AppealEvent.AppealLodged l = a.lodged();
        GameState g = c.game();
        out.title(t.get("decision.title"));
        out.line(t.get("decision.competition", l.event() == null ? "-" : l.event(), l.gameId(), g.created().whiteName(), g.created().blackName())
                + (g.created().round() == null ? "" : t.get("decision.round", g.created().round()))
                + (g.created().board() == null ? "" : t.get("decision.board", g.created().board())) + t.get("decision.laws", t.name(g.edition())));
        out.line(t.get("decision.lodged", l.appealId(), l.at(), t.name(l.appellant()), l.appellantName(), t.name(l.lodgedBy()))
                + (l.fee() == null ? "" : t.get("decision.fee", l.fee()))
                + t.get("decision.deadline", l.gameEndedAt(), l.deadlineMinutes(), l.deadlineBasis())
                + (l.lawsArticle() == null ? "" : t.get("decision.rightOfAppeal", l.lawsArticle())));
        out.line(t.get("decision.grounds", l.grounds()));
        if (a.refused() != null) {
            out.line(t.get("decision.refused", t.name(a.refused().refusal()), a.refused().reason()));
        }
        out.heading(t.get("decision.committee"));
        out.line(t.get("decision.sitting", a.sitting().stream().map(m -> m.name() + (m.federation() == null ? "" : " (" + m.federation() + ")"))
                .collect(Collectors.joining("; "))) + (a.sitting().isEmpty() ? "-" : t.get("decision.chairman")));
        for (AppealEvent.MemberStoodAside s : a.stoodAside()) {
            out.line(s.replacedBy() == null ? t.get("decision.stoodAside", s.member(), s.reason())
                    : t.get("decision.stoodAside.replaced", s.member(), s.reason(), s.replacedBy()));
        }
        out.heading(t.get(l.disputed().isEmpty() ? "decision.gamesEnd" : "decision.disputedEvents"));
        for (Disputed d : c.disputed()) {
            out.line(t.get("decision.event", d.seq(), d.type(), d.text()));
            out.line(t.get("decision.after", d.fen(), d.whiteClock(), d.blackClock()));
            out.board(d.fen());
            for (Timeline.Row r : d.around()) {
                out.mono(String.format("%5d  %-24s  %-18s  %s", r.seq(), r.at() == null ? "" : r.at(), r.type(), r.text()));
            }
        }
        out.heading(t.get("decision.hearing"));
        if (a.statements().isEmpty() && a.evidence().isEmpty()) {
            out.line(t.get("decision.noStatement"));
        }
        for (AppealEvent.StatementRecorded s : a.statements()) {
            out.line(t.name(s.speaker()) + (s.name() == null ? "" : " " + s.name()) + ": " + s.text());
        }
        for (AppealEvent.ReadjudicationAttached e : a.evidence()) {
            out.line(t.get("decision.readjudication", t.name(adjudicator.engine.rules.Edition.class, e.rules()), e.readjudicatedResult(), t.name(adjudicator.engine.rules.Termination.class, e.readjudicatedTermination())
                    + (e.readjudicatedArticle() == null ? "" : t.get("decision.article", e.readjudicatedArticle())), e.recordedResult())
                    + (e.identical() ? t.get("decision.replayIsRecord") : t.get("decision.firstDivergence", e.firstDivergence())));
        }
        out.heading(t.get("decision.decision"));
        AppealEvent.AppealDecided d = a.decided();
        if (d == null) {
            out.line(t.get("decision.notDecided"));
        } else {
            out.line(t.name(d.decision()) + ", " + d.at() + (d.articles().isEmpty() ? "" : t.get("decision.articles", String.join(", ", d.articles()))));
            out.line(t.get("decision.reasons", d.reasons()));
            out.line(t.get(d.feeReturned() ? "decision.votes.feeReturned" : "decision.votes.feeKept",
                    d.votes().stream().map(v -> v.member() + " " + t.name(v.vote())).collect(Collectors.joining("; "))));
            for (AppealEvent.Effect e : d.effects()) {
                out.line(t.get("decision.effect", t.name(e.kind())) + (e.result() == null ? "" : " " + e.result() + " (" + t.name(e.termination())
                        + (e.article() == null ? "" : t.get("decision.article", e.article())) + ")")
                        + (e.toPly() == null && e.afterEvent() == null ? "" : (e.toPly() != null ? t.get("decision.fromHalfMove", e.toPly())
                        : t.get("decision.fromEvent", e.afterEvent())) + t.get("decision.clocks", e.whiteRemainingMs(), e.blackRemainingMs()))
                        + (e.penaltySeq() == null ? "" : t.get("decision.ofEvent", e.penaltySeq())));
            }
        }
        out.heading(t.get("decision.record"));
        out.mono("game   " + l.gameId() + " " + c.gameHead() + t.get(d == null ? "decision.now" : "decision.whenDecided"));
        out.mono("appeal " + l.appealId() + " " + c.appealHead());
        out.line(t.get("decision.digest", c.digest()));
    }

    /** Where the lines go: the PDF's layout or the page's markup. */
    private interface Sink {
        void title(String s);

        void heading(String s);

        void line(String s);

        void mono(String s);

        void board(String fen);
    }

    /** The document as PDF. */
    byte[] pdf(Content c, Instant madeAt) {
        PdfText pdf = new PdfText();
        write(c, new Sink() {
            public void title(String s) {
                pdf.title(s);
            }

            public void heading(String s) {
                pdf.gap();
                pdf.heading(s);
            }

            public void line(String s) {
                pdf.line(s);
            }

            public void mono(String s) {
                pdf.mono(s);
            }

            public void board(String fen) {
                pdf.board(fen);
            }
        });
        return pdf.pdf(c.texts().get("decision.pdfTitle", c.appeal().lodged().appealId()), madeAt);
    }

    /** The document as an HTML page (the diagrams as SVG). */
    String html(Content c) {
        StringBuilder out = new StringBuilder("<!DOCTYPE html>\n<html lang=\"" + c.texts().language().code() + "\"><head><meta charset=\"utf-8\">"
                + "<title>" + HtmlUtils.htmlEscape(c.texts().get("decision.title")) + "</title></head><body>\n");
        write(c, new Sink() {
            public void title(String s) {
                out.append("<h1>").append(HtmlUtils.htmlEscape(s)).append("</h1>\n");
            }

            public void heading(String s) {
                out.append("<h2>").append(HtmlUtils.htmlEscape(s)).append("</h2>\n");
            }

            public void line(String s) {
                out.append("<p>").append(HtmlUtils.htmlEscape(s)).append("</p>\n");
            }

            public void mono(String s) {
                out.append("<pre>").append(HtmlUtils.htmlEscape(s)).append("</pre>\n");
            }

            public void board(String fen) {
                out.append(svg(fen)).append('\n');
            }
        });
        return out.append("</body></html>\n").toString();
    }

    /** A diagram as SVG: the squares, the men as letters, labelled for screen readers with the FEN. */
    static String svg(String fen) {
        StringBuilder s = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"240\" height=\"240\" viewBox=\"0 0 8 8\" "
                + "role=\"img\" aria-label=\"position " + HtmlUtils.htmlEscape(fen) + "\">");
        String[] ranks = fen.split(" ")[0].split("/");
        for (int r = 0; r < 8; r++) {
            int file = 0;
            for (char ch : ranks[r].toCharArray()) {
                int n = Character.isDigit(ch) ? ch - '0' : 1;
                for (int k = 0; k < n; k++) {
                    boolean dark = (file + r) % 2 == 1;
                    s.append("<rect x=\"").append(file).append("\" y=\"").append(r).append("\" width=\"1\" height=\"1\" fill=\"")
                            .append(dark ? "#b58863" : "#f0d9b5").append("\"/>");
                    if (!Character.isDigit(ch)) {
                        s.append("<text x=\"").append(file + 0.5).append("\" y=\"").append(r + 0.72)
                                .append("\" font-size=\"0.6\" text-anchor=\"middle\" font-family=\"monospace\" fill=\"")
                                .append(Character.isUpperCase(ch) ? "#fff\" stroke=\"#000\" stroke-width=\"0.03" : "#000")
                                .append("\">").append(ch).append("</text>");
                    }
                    file++;
                }
            }
        }
        return s.append("</svg>").toString();
    }
}
