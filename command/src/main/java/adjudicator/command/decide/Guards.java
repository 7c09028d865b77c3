package adjudicator.command.decide;

import adjudicator.command.api.GameRuleException;
import adjudicator.command.text.Message;
import adjudicator.command.state.GameState;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.NotationException;
import adjudicator.engine.San;
import adjudicator.engine.Squares;
import adjudicator.engine.rules.Cited;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Pace;
import adjudicator.engine.rules.PaceBands;

import java.time.Instant;

/**
 * The checks every decider makes before the Laws are asked anything: input that cannot be read (400),
 * a command that the game's state does not allow (409), a move that cannot have been made (422).
 */
final class Guards {

    /** The longest time a command may set or give: a year, so that no clock arithmetic can overflow. */
    static final long MAX_CLOCK_MS = 365L * 24 * 60 * 60 * 1000;

    private Guards() {
    }

    static void require(boolean condition, String detail) {
        if (!condition) {
            throw GameRuleException.malformed(detail);
        }
    }

    /** As above, the detail a message worded in the request's language. */
    static void require(boolean condition, Message detail) {
        if (!condition) {
            throw GameRuleException.malformed(detail);
        }
    }

    static GameRuleException conflict(GameState s, String detail, String article) {
        return GameRuleException.conflict(detail, article, s.edition());
    }

    /** As above, the detail a message worded in the request's language. */
    static GameRuleException conflict(GameState s, Message detail, String article) {
        return GameRuleException.conflict(detail, article, s.edition());
    }

    /** The game goes on, and device time does not go backwards (domain map principle 2). */
    static void requireOngoing(GameState s, Instant at) {
        if (s.ended()) {
            throw conflict(s, Message.of("refusal.gameEnded"), s.rules().article(Law.GAME_ENDED));
        }
        requireNotBefore(s, at);
    }

    /** Device time never goes backwards within a game, even after it ended. */
    static void requireNotBefore(GameState s, Instant at) {
        if (s.lastAt() != null && at.isBefore(s.lastAt())) {
            throw conflict(s, Message.of("refusal.earlier", at, s.lastAt()), null);
        }
    }

    static void requirePlayer(Color player) {
        require(player != null, Message.of("refusal.game.playerRequired"));
    }

    static void requireClockTime(Long ms, String field) {
        require(ms == null || ms <= MAX_CLOCK_MS, Message.of("refusal.game.clockTimeTooLong", field, MAX_CLOCK_MS));
    }

    static void requireClock(GameState s) {
        if (!s.clocksKnown()) {
            throw conflict(s, Message.of("refusal.importedWithoutClocks"), null);
        }
        if (!s.clock().control().hasClock()) {
            throw conflict(s, Message.of("refusal.withoutClock"), null);
        }
    }

    static void requireRunningClocks(GameState s) {
        requireClock(s);
        if (s.status() == adjudicator.command.api.GameStatus.NOT_STARTED) {
            throw conflict(s, Message.of("refusal.clocksNotStarted"), s.rules().article(Law.START_OF_CLOCKS));
        }
    }

    /** The pace of the game by its time control under the edition's bands; standard without a clock. */
    static Pace pace(GameState s) {
        return PaceBands.of(s.clock().control(), s.rules()).map(Cited::value).orElse(Pace.STANDARD);
    }

    static int parseSquare(String text) {
        require(text != null, Message.of("refusal.game.squareRequired"));
        try {
            return Squares.parse(text.trim());
        } catch (NotationException e) {
            throw GameRuleException.malformed(Message.of("refusal.game.square", e.getMessage()));
        }
    }

    /** A move in UCI or SAN, read in the position on the board. */
    static Move parseMove(GameState s, String text) {
        require(text != null && !text.isBlank(), Message.of("refusal.game.moveRequired"));
        try {
            return San.parseAny(s.position(), text.trim());
        } catch (NotationException e) {
            if (text.trim().matches("[a-h][1-8][a-h][1-8][a-zA-Z]?")) {
                throw GameRuleException.notAFact(e.getMessage(), "3.7e", s.edition());
            }
            if (text.trim().matches("[KQRBNa-hO0x1-8=+#!?-]+")) {
                throw GameRuleException.notAFact(Message.of("refusal.game.sanOnlyLegal", e.getMessage()), null, s.edition());
            }
            throw GameRuleException.malformed(e.getMessage());
        }
    }
}
