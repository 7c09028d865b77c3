package adjudicator.query;

import adjudicator.command.api.GameCreated;
import adjudicator.command.state.GameState;
import adjudicator.command.state.MoveRecord;
import adjudicator.command.state.RulingRecord;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.SanLanguage;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The scoresheet as a projection (domain map, "Recording", Art. 8): the moves on the board in pairs,
 * each with the mover's clock once it was completed, draw offers marked {@code =} beside the move they
 * followed (2005 9.1b; 2017 9.1.2.2), in English SAN or with the Russian piece letters of the RF 2013
 * rules 8.8.2 (Кр, Ф, Л, С, К). An illegal move still standing on the board is written in long
 * algebraic form, which it needs, having no SAN.
 */
public final class Scoresheet {

    /** One half of a row: the move as written, the clock after it, and whether a draw was offered with it. */
    public record Entry(String move, Long clockMs, String clock, boolean drawOffered) {
    }

    /** One row: the move number, White's move and Black's (either may be null at the ends). */
    public record Row(int number, Entry white, Entry black) {
    }

    /** The sheet: the game's particulars, the rows, the result. */
    public record Sheet(String gameId, String white, String black, String event, String round, Integer board,
                        String rules, String timeControl, String lang, List<Row> rows, String result) {
    }

    private Scoresheet() {
    }

    /** @param lang {@code en} or {@code ru} */
    public static Sheet of(GameState v, String lang) {
        SanLanguage language = lang.equals("ru") ? SanLanguage.RUSSIAN : SanLanguage.ENGLISH;
        Set<Integer> offeredAfter = new HashSet<>();
        for (RulingRecord r : v.rulings()) {
            if ("DrawOffered".equals(r.type()) && r.afterMoves() > 0) {
                offeredAfter.add(r.afterMoves() - 1);
            }
        }
        GameCreated game = v.created();
        Position p = v.start();
        int number = p.fullmoveNumber();
        boolean hasClock = game.timeControl() != null && !game.timeControl().equals("-");
        List<Row> rows = new ArrayList<>();
        Entry white = null;
        List<MoveRecord> moves = v.moves();
        for (int i = 0; i < moves.size(); i++) {
            MoveRecord m = moves.get(i);
            Move move = m.move();
            String written = m.legal() ? San.toSan(p, move, language) : m.uci().substring(0, 2) + "-" + m.uci().substring(2);
            p = m.legal() ? p.play(move) : p.playPhysical(move);
            Long clockMs = hasClock ? m.clockMs() : null;
            Entry entry = new Entry(written, clockMs, clockMs == null ? null : PgnWriter.clk(clockMs), offeredAfter.contains(i));
            if (m.player() == Color.WHITE) {
                if (white != null) {
                    rows.add(new Row(number++, white, null));
                }
                white = entry;
            } else {
                rows.add(new Row(number++, white, entry));
                white = null;
            }
        }
        if (white != null) {
            rows.add(new Row(number, white, null));
        }
        return new Sheet(v.gameId(), game.whiteName(), game.blackName(), game.event(), game.round(), game.board(),
                v.edition().name(), game.timeControl(), lang, rows, v.result());
    }

    /** The sheet as text, a row a line: {@code 1. e4 (1:29:55)  e5= (1:29:50)}. */
    public static String text(Sheet s) {
        StringBuilder out = new StringBuilder();
        out.append(nz(s.white())).append(" - ").append(nz(s.black()));
        if (s.event() != null) {
            out.append(", ").append(s.event());
        }
        if (s.round() != null) {
            out.append(", round ").append(s.round());
        }
        if (s.board() != null) {
            out.append(", board ").append(s.board());
        }
        out.append(" (").append(s.rules()).append(", ").append(s.timeControl()).append(")\n");
        for (Row r : s.rows()) {
            out.append(r.number()).append(". ").append(cell(r.white())).append("  ").append(cell(r.black())).append('\n');
        }
        out.append(s.result() == null ? "*" : s.result()).append('\n');
        return out.toString();
    }

    private static String cell(Entry e) {
        if (e == null) {
            return "...";
        }
        return e.move() + (e.drawOffered() ? "=" : "") + (e.clock() == null ? "" : " (" + e.clock() + ")");
    }

    private static String nz(String s) {
        return s == null ? "?" : s;
    }
}
