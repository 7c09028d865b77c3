package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.Commands.ImportGame;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.RecordSourceEnding;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.Rejection;
import adjudicator.command.api.SourceEndingRecorded;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Message;
import adjudicator.engine.pgn.SourceEnding;
import adjudicator.engine.rules.Law;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static adjudicator.command.decide.Guards.conflict;
import static adjudicator.command.decide.Guards.require;

/**
 * A game imported from a source (docs/import.md): its commands decided in turn by the same deciders as a
 * game recorded live ({@link GameDecider}), each on the state the events before it folded into, so that an
 * imported game is the same kind of game, with the same events, as one sent command by command. Where the
 * Laws end the game before the source's moves are all played (a mate is the last move; a dead position, and
 * under 2017/2023 the fivefold repetition and the 75 moves, end it at once), the moves after are kept with
 * the source's ending, not played. The source's ending (8.7: the result written stands unless the arbiter
 * decides otherwise) is recorded last.
 */
public final class ImportDecider {

    private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2");

    private ImportDecider() {
    }

    /** The events of the whole game, or the refusal of its first command the deciders refuse (nothing of it is written). */
    public static Decision<GameEvent> decide(ImportGame cmd) {
        if (cmd.create() == null || cmd.create().source() == null) {
            return new Decision.Rejected<>(GameRuleException.malformed(Message.of("refusal.game.import.sourceRequired")).rejection());
        }
        Decision<GameEvent> created = GameDecider.create(cmd.create());
        if (created instanceof Decision.Rejected<GameEvent>) {
            return created;
        }
        List<GameEvent> events = new ArrayList<>(created.eventsOrThrow());
        GameFold.Folding folding = new GameFold.Folding(adjudicator.command.state.GameState.EMPTY);
        events.forEach(folding::apply);
        GameState state = folding.state();
        List<String> afterEnd = new ArrayList<>();
        int ply = 0;
        for (GameCommand command : cmd.play()) {
            if (command instanceof MakeMove) {
                ply++;
            }
            if (state.ended()) {
                if (command instanceof MakeMove move) {
                    afterEnd.add(move.move());
                }
                continue;
            }
            Decision<GameEvent> decision = GameDecider.decide(state, command);
            if (decision instanceof Decision.Rejected<GameEvent> r) {
                Rejection why = r.rejection();
                Message at = Message.of("refusal.game.import.atPly", ply, command.getClass().getSimpleName(),
                        why.message() != null ? why.message() : why.detail());
                return new Decision.Rejected<>(new Rejection(why.kind(), at.english(), why.article(), why.rules(), at));
            }
            for (GameEvent e : decision.eventsOrThrow()) {
                events.add(e);
                folding.apply(e);
            }
            state = folding.state();
        }
        RecordSourceEnding ending = cmd.ending();
        if (ending == null && !afterEnd.isEmpty()) {
            // the source leaves the game unterminated, after moves the Laws did not let be played: kept all the same
            ending = new RecordSourceEnding(cmd.gameId(), state.lastAt(), null, SourceEnding.Kind.UNTERMINATED, "*", null, afterEnd);
        } else if (ending != null) {
            ending = new RecordSourceEnding(ending.gameId(), ending.at(), ending.commandId(), ending.kind(), ending.result(),
                    ending.termination(), afterEnd);
        }
        if (ending != null) {
            Decision<GameEvent> decision = GameDecider.decide(state, ending);
            if (decision instanceof Decision.Rejected<GameEvent>) {
                return decision;
            }
            events.addAll(decision.eventsOrThrow());
        }
        return new Decision.Accepted<>(events);
    }

    /**
     * The source's ending of an imported game, recorded as the source's (8.7), whether or not the Laws ended
     * the game before; once only. A game the source leaves unterminated ({@code *}) records one only to keep
     * the moves the source gives after the Laws' end.
     */
    static List<GameEvent> recordSourceEnding(GameState s, RecordSourceEnding cmd) {
        if (s.created().source() == null) {
            throw conflict(s, Message.of("refusal.game.import.notImported"), null);
        }
        if (s.sourceEnding() != null) {
            throw conflict(s, Message.of("refusal.game.import.endingRecorded"), null);
        }
        require(cmd.kind() != null, Message.of("refusal.game.import.kindRequired"));
        boolean unterminated = cmd.kind() == SourceEnding.Kind.UNTERMINATED;
        require(unterminated ? "*".equals(cmd.result()) : RESULTS.contains(cmd.result()),
                Message.of("refusal.game.import.result", cmd.result()));
        if (s.lastAt() != null && cmd.at().isBefore(s.lastAt())) {
            throw GameRuleException.malformed(Message.of("refusal.game.import.endingBefore", cmd.at(), s.lastAt()));
        }
        return List.of(new SourceEndingRecorded(s.gameId(), cmd.at(), Actor.SOURCE, cmd.kind(), cmd.result(), cmd.termination(),
                cmd.movesAfterEnd(), s.rules().article(Law.SIGNED_RESULT), s.edition()));
    }
}
