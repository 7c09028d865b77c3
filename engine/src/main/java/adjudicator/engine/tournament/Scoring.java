package adjudicator.engine.tournament;

import java.math.BigDecimal;

/**
 * How a competition scores a game, one of its regulations: the Laws' 1-½-0 (2005 11.1; 2017 10.1), or
 * 3-1-0 ("football" scoring, which some competitions use to discourage draws). The Laws' points of a
 * game (1, ½, 0, and ¼, ¾ where 2005 or RF 2013 let the arbiter give them) are mapped to the
 * competition's: under 3-1-0 a win 3, a draw 1, a loss 0, and a quarter point in proportion between
 * them (¼ gives ½, ¾ gives 2).
 */
public enum Scoring {
    /** A win 1, a draw ½, a loss 0. */
    ONE_HALF_ZERO("1-1/2-0", new BigDecimal("1"), new BigDecimal("0.5")),
    /** A win 3, a draw 1, a loss 0. */
    THREE_ONE_ZERO("3-1-0", new BigDecimal("3"), new BigDecimal("1"));

    private final String written;
    private final BigDecimal win;
    private final BigDecimal draw;

    Scoring(String written, BigDecimal win, BigDecimal draw) {
        this.written = written;
        this.win = win;
        this.draw = draw;
    }

    public String written() {
        return written;
    }

    public BigDecimal win() {
        return win;
    }

    public BigDecimal draw() {
        return draw;
    }

    public BigDecimal loss() {
        return BigDecimal.ZERO;
    }

    /** The competition's points for the Laws' points of a game (0 to 1). */
    public BigDecimal points(BigDecimal laws) {
        if (laws.signum() < 0 || laws.compareTo(BigDecimal.ONE) > 0) {
            throw new IllegalArgumentException("a game gives 0 to 1 point under the Laws, not " + laws);
        }
        if (this == ONE_HALF_ZERO) {
            return laws.stripTrailingZeros();
        }
        BigDecimal half = new BigDecimal("0.5");
        if (laws.compareTo(half) <= 0) {
            return draw.multiply(laws).divide(half).stripTrailingZeros();
        }
        return draw.add(win.subtract(draw).multiply(laws.subtract(half)).divide(half)).stripTrailingZeros();
    }
}
