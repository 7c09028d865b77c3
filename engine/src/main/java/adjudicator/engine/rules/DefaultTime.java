package adjudicator.engine.rules;

import java.time.Duration;
import java.util.Objects;

/**
 * Late arrival: a player who arrives at the board after the default time loses (FIDE 2005 6.7; FIDE
 * 2009 6.6a, so RF 2013; FIDE 2017/2023 6.7.1).
 *
 * @param unlessRegulationsSay   the default time when the competition's regulations set none (60 minutes in
 *                               2005; 0 from 2009 on: any lateness loses)
 * @param regulationsMaySet      whether the regulations may set another default time
 * @param arbiterMayDecideOtherwise whether the arbiter may waive the loss
 */
public record DefaultTime(Duration unlessRegulationsSay, boolean regulationsMaySet, boolean arbiterMayDecideOtherwise) {
    public DefaultTime {
        Objects.requireNonNull(unlessRegulationsSay, "unlessRegulationsSay");
        if (unlessRegulationsSay.isNegative()) {
            throw new IllegalArgumentException("negative default time");
        }
    }
}
