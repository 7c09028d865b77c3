package adjudicator.engine.rules;

import adjudicator.engine.Color;
import adjudicator.engine.Position;

import java.util.Optional;

/** Endings that the position alone decides at once, and endings that a player's act decides. */
public final class Adjudication {

    private Adjudication() {
    }

    /**
     * The ending that a legal move produced, if any: checkmate (2005 5.1a; 5.1.1) or stalemate
     * (2005 5.2a; 5.2.1). Both end the game at once, but only when reached by a legal move; the
     * caller must not ask this after an illegal move.
     */
    public static Optional<Outcome> afterLegalMove(Position position, Ruleset rules) {
        return switch (position.status()) {
            case CHECKMATE -> Optional.of(new Outcome(GameResult.win(position.sideToMove().opposite()),
                    Termination.CHECKMATE, rules.article(Law.CHECKMATE)));
            case STALEMATE -> Optional.of(new Outcome(GameResult.DRAW, Termination.STALEMATE, rules.article(Law.STALEMATE)));
            case ONGOING -> Optional.empty();
        };
    }

    /** Resignation ends the game at once in the opponent's favour (2005 5.1b; 5.1.2). */
    public static Outcome resignation(Color resigning, Ruleset rules) {
        return new Outcome(GameResult.win(resigning.opposite()), Termination.RESIGNATION, rules.article(Law.RESIGNATION));
    }
}
