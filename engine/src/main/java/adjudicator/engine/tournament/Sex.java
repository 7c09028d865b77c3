package adjudicator.engine.tournament;

/** A player's sex as FIDE's rating list and the TRF keep it ({@code m}, {@code w}). */
public enum Sex {
    M("m"), W("w");

    private final String trf;

    Sex(String trf) {
        this.trf = trf;
    }

    public String trf() {
        return trf;
    }
}
