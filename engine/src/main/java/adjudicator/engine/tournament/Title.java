package adjudicator.engine.tournament;

import java.util.Arrays;
import java.util.Optional;

/**
 * The FIDE titles, with the code the Tournament Report File writes in its player record (FIDE
 * Handbook C.04 Annex 2: {@code g}, {@code m}, {@code f}, {@code c}, {@code wg}, {@code wm}, {@code wf},
 * {@code wc}) and the abbreviation PGN's {@code WhiteTitle}/{@code BlackTitle} tags use.
 */
public enum Title {
    GM("g"), IM("m"), FM("f"), CM("c"), WGM("wg"), WIM("wm"), WFM("wf"), WCM("wc");

    private final String trf;

    Title(String trf) {
        this.trf = trf;
    }

    /** The TRF code. */
    public String trf() {
        return trf;
    }

    /** The title of a TRF code (case ignored); empty for a blank one. */
    public static Optional<Title> ofTrf(String code) {
        String c = code == null ? "" : code.trim().toLowerCase(java.util.Locale.ROOT);
        if (c.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Arrays.stream(values()).filter(t -> t.trf.equals(c)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("\"" + code + "\" is not a FIDE title's TRF code")));
    }
}
