package adjudicator.engine.rules;

/** The editions of the Laws a game may be played under; a game keeps its edition for life. */
public enum Edition {
    FIDE_2005,
    RF_2013,
    FIDE_2017,
    FIDE_2023;

    public static Edition parse(String name) {
        for (Edition e : values()) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown rules '" + name + "': expected one of FIDE_2005, RF_2013, FIDE_2017, FIDE_2023");
    }
}
