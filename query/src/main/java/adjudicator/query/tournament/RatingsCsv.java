package adjudicator.query.tournament;

import adjudicator.engine.tournament.RatingChanges;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;

import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The rating changes as a rating officer's spreadsheet takes them (RFC 4180, by Jackson's CSV): one line a
 * game of each player, then his totals on a line of its own (round empty), K as applied and where it comes
 * from, the change and the performance rating.
 */
final class RatingsCsv {

    /** One line: a game of a player, or (round null) the player's totals. */
    @com.fasterxml.jackson.annotation.JsonPropertyOrder({"startRank", "name", "rating", "round", "opponent", "opponentRating", "score",
            "notRated", "article", "difference", "expected", "deltaR", "k", "kSource", "rated", "change", "performance"})
    record Line(int startRank, String name, Integer rating, Integer round, Integer opponent, Integer opponentRating, String score,
                String notRated, String article, Integer difference, String expected, String deltaR, Integer k, String kSource,
                Integer rated, String change, Integer performance) {
    }

    private static final CsvMapper CSV = new CsvMapper();
    private static final CsvSchema SCHEMA = CSV.schemaFor(Line.class).withHeader().withLineSeparator("\r\n");

    private RatingsCsv() {
    }

    static String write(TournamentRecords.Ratings r) {
        List<Line> lines = new ArrayList<>();
        for (RatingChanges.Player p : r.players()) {
            for (RatingChanges.Game g : p.games()) {
                lines.add(new Line(p.startRank(), p.name(), p.rating(), g.round(), g.opponent() == 0 ? null : g.opponent(),
                        g.opponentRating(), plain(g.score()), g.notRated() == null ? null : g.notRated().name(),
                        g.notRated() == null ? null : g.notRated().article(), g.difference(), plain(g.expected()), plain(g.deltaR()),
                        null, null, null, null, null));
            }
            lines.add(new Line(p.startRank(), p.name(), p.rating(), null, null, null, plain(p.score()), null, null, null,
                    plain(p.expected()), plain(p.sumDeltaR()), p.kApplied(), p.k().source().name(), p.rated(),
                    p.change() == null ? null : p.change().setScale(2, java.math.RoundingMode.HALF_UP).toPlainString(), p.performance()));
        }
        try {
            return CSV.writer(SCHEMA).writeValueAsString(lines);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String plain(BigDecimal v) {
        return v == null ? null : v.stripTrailingZeros().toPlainString();
    }
}
