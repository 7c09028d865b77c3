package adjudicator.engine.tournament;

import java.util.Arrays;
import java.util.Optional;

/**
 * The FIDE titles. The Tournament Report File writes them as their abbreviation (FIDE Handbook C.04
 * Annex 2: GM, IM, WGM, FM, WIM, CM, WFM, WCM), as PGN's {@code WhiteTitle}/{@code BlackTitle} tags do;
 * files of older programs write the one- or two-letter codes {@code g}, {@code m}, {@code f}, {@code c},
 * {@code wg}, {@code wm}, {@code wf}, {@code wc}, which are read too.
 */
public enum Title {
    GM("g"), IM("m"), FM("f"), CM("c"), WGM("wg"), WIM("wm"), WFM("wf"), WCM("wc");

    private final String trf;

    Title(String trf) {
        this.trf = trf;
    }

    /** The title of a TRF field: its abbreviation or an older program's code (case ignored); empty for a blank one. */
    public static Optional<Title> ofTrf(String code) {
        String c = code == null ? "" : code.trim().toLowerCase(java.util.Locale.ROOT);
        if (c.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Arrays.stream(values()).filter(t -> t.trf.equals(c) || t.name().equalsIgnoreCase(c)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("\"" + code + "\" is not a FIDE title's TRF code")));
    }
}
