package adjudicator.engine.rules;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * Scores (2005 11.1; RF 2013 12.1; 2017/2023 10.1-10.2): the points each player gets from a game's
 * result, and the scores an arbiter may set. A win 1, a draw ½, a loss 0; both players losing 0-0
 * (2005 12.9); ½-0 and 0-½ where a rule gives them (a device, 2009 12.3b). From 2017 the total may
 * not exceed the game's maximum and only the normal scores 0, ½, 1 may be given (10.2), so no
 * ¾-¼; 2005 and RF 2013 set no such bar. Pure.
 */
public final class Scores {

    private Scores() {
    }

    /** The points of White and Black for a result. */
    public record Points(BigDecimal white, BigDecimal black) {
        public Points {
            Objects.requireNonNull(white, "white");
            Objects.requireNonNull(black, "black");
        }
    }

    private static final BigDecimal HALF = new BigDecimal("0.5");

    public static Points of(GameResult result) {
        return switch (Objects.requireNonNull(result, "result")) {
            case WHITE_WINS -> new Points(BigDecimal.ONE, BigDecimal.ZERO);
            case BLACK_WINS -> new Points(BigDecimal.ZERO, BigDecimal.ONE);
            case DRAW -> new Points(HALF, HALF);
            case BOTH_LOSE -> new Points(BigDecimal.ZERO, BigDecimal.ZERO);
            case WHITE_HALF_BLACK_ZERO -> new Points(HALF, BigDecimal.ZERO);
            case WHITE_ZERO_BLACK_HALF -> new Points(BigDecimal.ZERO, HALF);
        };
    }

    /** The scores an arbiter may set for one player in the edition, as written ({@code 1/2}, ...), with the article. */
    public static Cited<List<String>> allowed(Ruleset rules) {
        Cited<Boolean> normal = rules.onlyNormalScores();
        return Cited.of(normal.value() ? List.of("0", "1/2", "1") : List.of("0", "1/4", "1/2", "3/4", "1"), normal.article());
    }

    /** A score as written ({@code 0}, {@code 1/4}, {@code 1/2}, {@code 3/4}, {@code 1}) as a number. */
    public static BigDecimal value(String written) {
        Objects.requireNonNull(written, "written");
        if (written.contains("/")) {
            String[] parts = written.split("/");
            return new BigDecimal(parts[0].trim()).divide(new BigDecimal(parts[1].trim()));
        }
        return new BigDecimal(written.trim());
    }

    /** A score as federations write it: 2.5 as {@code 2 1/2}, 0.5 as {@code 1/2}, 0.75 as {@code 3/4}. */
    public static String written(BigDecimal value) {
        BigDecimal whole = value.setScale(0, java.math.RoundingMode.FLOOR);
        BigDecimal rest = value.subtract(whole);
        String fraction = rest.signum() == 0 ? "" : rest.compareTo(HALF) == 0 ? "1/2"
                : rest.compareTo(new BigDecimal("0.25")) == 0 ? "1/4" : rest.compareTo(new BigDecimal("0.75")) == 0 ? "3/4"
                : rest.stripTrailingZeros().toPlainString();
        if (whole.signum() == 0) {
            return fraction.isEmpty() ? "0" : fraction;
        }
        return fraction.isEmpty() ? whole.toPlainString() : whole.toPlainString() + " " + fraction;
    }
}
