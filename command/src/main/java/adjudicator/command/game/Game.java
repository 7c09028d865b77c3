package adjudicator.command.game;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Appended;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.Commands.CreateGame;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.PressClock;
import adjudicator.command.api.Commands.Resign;
import adjudicator.command.api.Commands.StartClocks;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.PlayerResigned;
import adjudicator.engine.Color;
import adjudicator.engine.FenException;
import adjudicator.engine.Move;
import adjudicator.engine.MoveCheck;
import adjudicator.engine.NotationException;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.clock.ChessClock;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.clock.TimeControlException;
import adjudicator.engine.rules.Adjudication;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Outcome;
import adjudicator.engine.rules.Ruleset;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.messaging.MetaData;
import org.axonframework.messaging.annotation.MetaDataValue;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

/**
 * One game. It holds the state the rules need, asks the engine what the Laws say, and applies the
 * facts and rulings as events. It decides nothing that the engine can decide.
 *
 * <p>Every command is checked before any event is applied, so a rejected command writes nothing.
 * The events of one command carry its {@code commandId} in their metadata; a repeated id answers
 * the first command's events again and appends nothing.
 */
@Aggregate(cache = "gameCache")
public class Game {

    static final String COMMAND_ID = "commandId";

    @AggregateIdentifier
    private String gameId;
    private Ruleset rules;
    private GameStatus status;
    private Position position;
    private ChessClock clock;
    /** The player who has made a move and not yet completed it by pressing the clock. */
    private Color movePending;
    private Instant lastAt;
    private long lastSeq = -1;
    private final Map<String, Appended> answers = new HashMap<>();

    protected Game() {
        // for Axon
    }

    @CommandHandler
    public Game(CreateGame cmd) {
        require(cmd.rules() != null, "rules is required: one of FIDE_2005, RF_2013, FIDE_2017, FIDE_2023");
        String timeControl;
        try {
            timeControl = TimeControl.parse(cmd.timeControl() == null ? "-" : cmd.timeControl()).format();
        } catch (TimeControlException e) {
            throw GameRuleException.malformed("timeControl: " + e.getMessage());
        }
        String fen;
        try {
            fen = cmd.startFen() == null || cmd.startFen().isBlank()
                    ? Position.initial().fen() : Position.fromFen(cmd.startFen().trim()).fen();
        } catch (FenException e) {
            throw GameRuleException.malformed("startFen: " + e.getMessage());
        }
        apply(new GameCreated(cmd.gameId(), cmd.at(), Actor.ARBITER, cmd.white(), cmd.black(), cmd.event(),
                cmd.site(), cmd.round(), cmd.board(), cmd.rules(), timeControl, fen), meta(cmd));
    }

    @CommandHandler
    public Appended handle(StartClocks cmd) {
        return once(cmd, () -> {
            requireOngoing(cmd.at());
            if (!clock.control().hasClock()) {
                throw conflict("this game is played without a clock (time control \"-\")", null);
            }
            if (status != GameStatus.NOT_STARTED) {
                throw conflict("the clocks have already been started", rules.article(Law.START_OF_CLOCKS));
            }
            apply(new ClocksStarted(gameId, cmd.at(), Actor.ARBITER, position.sideToMove(),
                    rules.article(Law.START_OF_CLOCKS)), meta(cmd));
        });
    }

    @CommandHandler
    public Appended handle(MakeMove cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            if (status == GameStatus.NOT_STARTED && clock.control().hasClock()) {
                throw conflict("the clocks have not been started: send StartClocks first",
                        rules.article(Law.START_OF_CLOCKS));
            }
            if (cmd.player() != position.sideToMove()) {
                throw conflict("it is " + position.sideToMove() + "'s turn, not " + cmd.player() + "'s",
                        rules.article(Law.ALTERNATE_MOVES));
            }
            if (movePending != null) {
                throw conflict(movePending + " has not completed the last move by pressing the clock",
                        rules.article(Law.PRESSING_THE_CLOCK));
            }
            Move move = parseMove(cmd.move());
            MoveCheck check = position.check(move);
            if (check instanceof MoveCheck.Impossible impossible) {
                throw GameRuleException.notAFact("move " + cmd.move() + " cannot have been made: " + impossible.why(),
                        null, rules.edition());
            }
            Actor actor = Actor.of(cmd.player());
            if (check instanceof MoveCheck.Illegal illegal) {
                Position after = position.playPhysical(move);
                apply(new MoveMade(gameId, cmd.at(), actor, cmd.player(), move.uci(), null, false,
                        illegal.reason().name(), illegal.article(), after.fen()), meta(cmd));
                return;
            }
            String san = San.toSan(position, move);
            Position after = position.play(move);
            apply(new MoveMade(gameId, cmd.at(), actor, cmd.player(), move.uci(), san, true, null, null, after.fen()),
                    meta(cmd));
            Optional<Outcome> outcome = Adjudication.afterLegalMove(after, rules);
            outcome.ifPresent(o -> apply(new GameEnded(gameId, cmd.at(), Actor.SYSTEM, o.result().notation(),
                    o.termination(), o.article(), rules.edition()), meta(cmd)));
        });
    }

    @CommandHandler
    public Appended handle(PressClock cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            String article = rules.article(Law.PRESSING_THE_CLOCK);
            if (!clock.control().hasClock()) {
                throw conflict("this game is played without a clock (time control \"-\")", null);
            }
            if (status == GameStatus.NOT_STARTED) {
                throw conflict("the clocks have not been started", rules.article(Law.START_OF_CLOCKS));
            }
            if (clock.running() != cmd.player()) {
                throw conflict(cmd.player() + "'s clock is not running", article);
            }
            if (movePending != cmd.player()) {
                throw conflict(cmd.player() + " has made no move to complete", article);
            }
            apply(new ClockPressed(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player()), meta(cmd));
        });
    }

    @CommandHandler
    public Appended handle(Resign cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            Outcome outcome = Adjudication.resignation(cmd.player(), rules);
            apply(new PlayerResigned(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player()), meta(cmd));
            apply(new GameEnded(gameId, cmd.at(), Actor.SYSTEM, outcome.result().notation(), outcome.termination(),
                    outcome.article(), rules.edition()), meta(cmd));
        });
    }

    // ---- state: one handler for every event, so the sequence number and command id are kept for all

    @EventSourcingHandler
    void on(GameEvent event, @MetaDataValue(COMMAND_ID) String commandId) {
        lastSeq++;
        if (event.at() != null) {
            lastAt = event.at();
        }
        if (commandId != null) {
            answers.merge(commandId, new Appended(lastSeq, lastSeq), (a, b) -> new Appended(a.first(), b.last()));
        }
        if (event instanceof GameCreated e) {
            gameId = e.gameId();
            rules = Ruleset.of(e.rules());
            status = GameStatus.NOT_STARTED;
            position = Position.fromFen(e.startFen());
            clock = ChessClock.initial(TimeControl.parse(e.timeControl()));
        } else if (event instanceof ClocksStarted e) {
            status = GameStatus.IN_PROGRESS;
            clock = clock.start(e.side(), e.at());
        } else if (event instanceof MoveMade e) {
            status = GameStatus.IN_PROGRESS;
            Move move = Move.parseUci(e.uci());
            position = e.legal() ? position.play(move) : position.playPhysical(move);
            if (clock.control().hasClock()) {
                movePending = e.player();
            }
        } else if (event instanceof ClockPressed e) {
            clock = clock.press(e.player(), e.at());
            movePending = null;
        } else if (event instanceof GameEnded e) {
            status = GameStatus.FINISHED;
            clock = clock.stop(e.at());
            movePending = null;
        }
        // PlayerResigned changes nothing by itself: the ruling that follows does.
    }

    // ---- helpers

    /** Runs a command once per commandId: a repeat answers the first command's events again. */
    private Appended once(GameCommand cmd, Runnable decide) {
        if (cmd.commandId() != null) {
            Appended earlier = answers.get(cmd.commandId());
            if (earlier != null) {
                return earlier;
            }
        }
        require(cmd.at() != null, "at is required");
        long before = lastSeq;
        decide.run();
        return new Appended(before + 1, lastSeq);
    }

    private void requireOngoing(Instant at) {
        if (status == GameStatus.FINISHED || status == GameStatus.ANNULLED) {
            throw conflict("the game has ended", rules.article(Law.GAME_ENDED));
        }
        if (lastAt != null && at.isBefore(lastAt)) {
            throw conflict("at " + at + " is earlier than the game's last event at " + lastAt
                    + ": device time never goes backwards within a game", null);
        }
    }

    private void requirePlayer(Color player) {
        require(player != null, "player is required: WHITE or BLACK");
    }

    private Move parseMove(String text) {
        require(text != null && !text.isBlank(), "move is required, in UCI (e2e4) or SAN (e4)");
        try {
            return San.parseAny(position, text.trim());
        } catch (NotationException e) {
            if (text.trim().matches("[a-h][1-8][a-h][1-8][a-zA-Z]?")) {
                throw GameRuleException.notAFact(e.getMessage(), "3.7e", rules.edition());
            }
            if (text.trim().matches("[KQRBNa-hO0x1-8=+#!?-]+")) {
                throw GameRuleException.notAFact(e.getMessage()
                        + " (SAN names only legal moves: give an illegal move that was made on the board in UCI)",
                        null, rules.edition());
            }
            throw GameRuleException.malformed(e.getMessage());
        }
    }

    private GameRuleException conflict(String detail, String article) {
        return GameRuleException.conflict(detail, article, rules.edition());
    }

    private static void require(boolean condition, String detail) {
        if (!condition) {
            throw GameRuleException.malformed(detail);
        }
    }

    private static MetaData meta(GameCommand cmd) {
        return cmd.commandId() == null ? MetaData.emptyInstance() : MetaData.with(COMMAND_ID, cmd.commandId());
    }
}
