package adjudicator.command.game;

import adjudicator.command.api.Appended;
import adjudicator.command.api.CommandAnswers;
import adjudicator.command.api.Commands.AcceptDraw;
import adjudicator.command.api.Commands.AdjustPiece;
import adjudicator.command.api.Commands.AnnulGame;
import adjudicator.command.api.Commands.AwardTime;
import adjudicator.command.api.Commands.ClaimDraw;
import adjudicator.command.api.Commands.ClaimFlagFall;
import adjudicator.command.api.Commands.ClaimTouchMove;
import adjudicator.command.api.Commands.CorrectClocks;
import adjudicator.command.api.Commands.CorrectResult;
import adjudicator.command.api.Commands.CreateGame;
import adjudicator.command.api.Commands.DeclareDeadPosition;
import adjudicator.command.api.Commands.DeclarePersistentRefusal;
import adjudicator.command.api.Commands.DeclineDraw;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.Commands.ImposePenalty;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.ObserveFlagFall;
import adjudicator.command.api.Commands.OfferDraw;
import adjudicator.command.api.Commands.PressClock;
import adjudicator.command.api.Commands.ReportAbsence;
import adjudicator.command.api.Commands.ReportDeviceSignal;
import adjudicator.command.api.Commands.ReportIllegalMove;
import adjudicator.command.api.Commands.RequestIncrement;
import adjudicator.command.api.Commands.Resign;
import adjudicator.command.api.Commands.RestorePosition;
import adjudicator.command.api.Commands.ResumeClocks;
import adjudicator.command.api.Commands.RuleOnClaim;
import adjudicator.command.api.Commands.SignScoresheet;
import adjudicator.command.api.Commands.StartClocks;
import adjudicator.command.api.Commands.StopClocks;
import adjudicator.command.api.Commands.TouchPiece;
import adjudicator.command.api.Commands.TouchPromotionSquare;
import adjudicator.command.api.GameEvent;
import adjudicator.command.decide.Decision;
import adjudicator.command.decide.GameDecider;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.eventsourcing.snapshotting.RevisionSnapshotFilter;
import org.axonframework.eventsourcing.snapshotting.SnapshotFilter;
import org.axonframework.messaging.MetaData;
import org.axonframework.messaging.annotation.MetaDataValue;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.serialization.Revision;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.axonframework.spring.stereotype.Aggregate;

import java.util.List;
import java.util.Map;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

/**
 * One game, as Axon keeps it: a thin adapter between the framework and the Laws. Each command is
 * handed to {@link GameDecider} with the game's {@link GameState}; the events decided are applied, and
 * {@link GameFold#evolve} folds each into the state; a refusal is thrown before anything is applied, so
 * it writes nothing. The events of one command carry its {@code commandId}; a repeated id answers the
 * first command's events again and appends nothing.
 */
@Aggregate(cache = "gameCache", snapshotTriggerDefinition = "gameSnapshotTrigger")
@Revision(GameSnapshot.REVISION)
@JsonSerialize(using = GameSnapshot.Writer.class)
@JsonDeserialize(using = GameSnapshot.Reader.class)
public class Game {

    static final String COMMAND_ID = CommandAnswers.COMMAND_ID;
    static final String COMMAND_DIGEST = CommandAnswers.COMMAND_DIGEST;

    @AggregateIdentifier
    private String gameId;
    /** The game's state: immutable, the next one folded from it as each event is applied or loaded. */
    private GameState state = GameState.EMPTY;
    /** The answer to each command id seen, and the digest of the command it was first used for. */
    private CommandAnswers answers = new CommandAnswers();

    protected Game() {
        // for Axon
    }

    Game(GameState state, Map<String, Appended> answers, Map<String, String> digests) {
        this.state = state;
        this.gameId = state.gameId();
        this.answers = new CommandAnswers(answers, digests);
    }

    @CommandHandler
    public Game(CreateGame cmd) {
        applyAll(GameDecider.create(cmd).eventsOrThrow(), cmd);
    }

    /** A game imported whole from its source: its events, decided by the same deciders, written in one transaction. */
    @CommandHandler
    public Game(adjudicator.command.api.Commands.ImportGame cmd) {
        applyAll(adjudicator.command.decide.ImportDecider.decide(cmd).eventsOrThrow(), cmd);
    }

    // @formatter:off
    @CommandHandler public Appended handle(StartClocks cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(MakeMove cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(PressClock cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(TouchPiece cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(TouchPromotionSquare cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(AdjustPiece cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(adjudicator.command.api.Commands.WaiveTouchMoveClaim cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(ClaimTouchMove cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(ReportIllegalMove cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(OfferDraw cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(AcceptDraw cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(DeclineDraw cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(ClaimDraw cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(RuleOnClaim cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(RequestIncrement cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(ClaimFlagFall cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(ObserveFlagFall cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(StopClocks cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(ResumeClocks cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(CorrectClocks cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(ReportAbsence cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(ImposePenalty cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(AwardTime cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(RestorePosition cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(AnnulGame cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(DeclarePersistentRefusal cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(ReportDeviceSignal cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(Resign cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(DeclareDeadPosition cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(SignScoresheet cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(CorrectResult cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(adjudicator.command.api.Commands.AmendResultOnAppeal cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(adjudicator.command.api.Commands.ResumeOnAppeal cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(adjudicator.command.api.Commands.AnnulOnAppeal cmd) { return decide(cmd); }
    @CommandHandler public Appended handle(adjudicator.command.api.Commands.WithdrawPenaltyOnAppeal cmd) { return decide(cmd); }
    // @formatter:on

    /**
     * Load (done by Axon), decide, apply; a command id already answered is answered again when the
     * command is the same, and refused (409) when the id was used for another command, so that the
     * second command is never silently lost.
     */
    private Appended decide(GameCommand cmd) {
        Appended earlier = answers.earlier(cmd.commandId(), cmd);
        if (earlier != null) {
            return earlier;
        }
        Decision<GameEvent> decision = GameDecider.decide(state, cmd);
        long first = state.lastSeq() + 1;
        applyAll(decision.eventsOrThrow(), cmd);
        return new Appended(first, state.lastSeq());
    }

    private static void applyAll(List<GameEvent> events, GameCommand cmd) {
        MetaData meta = CommandAnswers.metaData(cmd.commandId(), cmd);
        for (GameEvent event : events) {
            apply(event, meta);
        }
    }

    @EventSourcingHandler
    void on(GameEvent event, @MetaDataValue(COMMAND_ID) String commandId, @MetaDataValue(COMMAND_DIGEST) String digest) {
        state = GameFold.evolve(state, event);
        gameId = state.gameId();
        answers.record(state.lastSeq(), commandId, digest);
    }

    /**
     * The stores' snapshot filter: only snapshots of this form are read; an older one is passed over
     * and the game replayed from its events (the type is the aggregate type as stored, its simple name).
     */
    public static SnapshotFilter currentSnapshots() {
        return RevisionSnapshotFilter.builder().type(Game.class.getSimpleName()).revision(GameSnapshot.REVISION).build();
    }

    GameState state() {
        return state;
    }

    /**
     * {@code state} written as a snapshot by {@code serializer} (the stores' snapshot serializer) and read
     * back: what a read that starts from a snapshot gets.
     */
    public static GameState throughSnapshot(GameState state, Serializer serializer) {
        SerializedObject<byte[]> written = serializer.serialize(new Game(state, Map.of(), Map.of()), byte[].class);
        return ((Game) serializer.deserialize(written)).state;
    }

    /**
     * The state a game read from its snapshot holds, for a read that starts from the snapshot (the
     * game so read is the reader's own, not the aggregate the command side keeps).
     */
    public static GameState stateOf(Game snapshot) {
        return snapshot.state;
    }

    Map<String, Appended> answers() {
        return answers.answers();
    }

    Map<String, String> digests() {
        return answers.digests();
    }
}
