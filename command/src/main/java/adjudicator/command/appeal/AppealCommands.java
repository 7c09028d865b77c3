package adjudicator.command.appeal;

import adjudicator.command.api.Commands;
import adjudicator.command.api.Party;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The commands of an appeal: {@link LodgeAppeal} (the body of {@code POST /api/appeals}, with the
 * game's facts the server adds), then, through {@code POST /api/appeals/{id}/commands} by {@code type},
 * the committee's steps. Every command carries {@code at}, the instant it was recorded.
 */
public final class AppealCommands {

    private AppealCommands() {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
    @JsonSubTypes({
            @JsonSubTypes.Type(value = FormCommittee.class, name = "FormCommittee"),
            @JsonSubTypes.Type(value = StandAside.class, name = "StandAside"),
            @JsonSubTypes.Type(value = RecordStatement.class, name = "RecordStatement"),
            @JsonSubTypes.Type(value = DecideAppeal.class, name = "DecideAppeal")})
    @Schema(description = "One step of an appeal; \"type\" names it.", discriminatorProperty = "type", oneOf = {
            FormCommittee.class, StandAside.class, RecordStatement.class, DecideAppeal.class})
    public sealed interface AppealCommand permits LodgeAppeal, FormCommittee, StandAside, RecordStatement, AttachReadjudication,
            DecideAppeal, RecordEffectRefused {
        String appealId();

        Instant at();
    }

    /**
     * An appeal lodged, with the facts the server knows of the game, from which {@code AppealDecider}
     * decides: when it ended ({@link AppealDecider#endOf}), its last event, its time control and edition
     * (the deadline of C.11 3.4 and the right of appeal), the deadline its own regulations set and its
     * tournament's (minutes; null where none), and which of its events were decided on appeal before.
     */
    public record LodgeAppeal(@TargetAggregateIdentifier String appealId, Instant at, String gameId, String event, Party appellant,
                              String appellantName, AppealEvent.LodgedBy lodgedBy, String captain, List<Long> disputed,
                              String grounds, String fee, Instant gameEndedAt, long gameLastSeq,
                              adjudicator.engine.clock.TimeControl timeControl, adjudicator.engine.rules.Edition edition,
                              Integer gameRegulationsDeadlineMinutes, Long tournamentRegulationsDeadlineMinutes,
                              Map<Long, String> decidedOnAppeal, boolean resultDecidedOnAppeal,
                              String resultAppealId) implements AppealCommand {
    }

    @Schema(description = "The committee: members (the first the chairman) and reserves, each with a federation; a member of "
            + "the federation of a party stands aside and a reserve takes his place (FIDE Handbook C.11).",
            example = "{\"type\": \"FormCommittee\", \"members\": [{\"name\": \"Chair, A\", \"federation\": \"GER\"}, "
                    + "{\"name\": \"Member, B\", \"federation\": \"ESP\"}, {\"name\": \"Member, C\", \"federation\": \"IND\"}], "
                    + "\"reserves\": [{\"name\": \"Reserve, D\", \"federation\": \"USA\"}]}")
    public record FormCommittee(@TargetAggregateIdentifier @Schema(hidden = true) String appealId, Instant at,
                                @NotEmpty(message = "\"members\" are required") @Valid List<AppealEvent.Member> members,
                                @Valid List<AppealEvent.Member> reserves,
                                @Schema(hidden = true) List<String> partyFederations) implements AppealCommand {
    }

    @Schema(description = "A member with an interest in the case stands aside (same game, same federation as a party); the "
            + "first reserve without one takes his place.",
            example = "{\"type\": \"StandAside\", \"member\": \"Member, B\", \"reason\": \"he arbitrated the round\"}")
    public record StandAside(@TargetAggregateIdentifier @Schema(hidden = true) String appealId, Instant at,
                             @NotBlank(message = "\"member\" is required") String member,
                             @NotBlank(message = "\"reason\" is required") @Size(max = Commands.MAX_TEXT) String reason,
                             @Schema(hidden = true) List<String> partyFederations) implements AppealCommand {
    }

    @Schema(description = "A statement heard: by the APPELLANT, the OPPONENT, the ARBITER or a WITNESS.",
            example = "{\"type\": \"RecordStatement\", \"speaker\": \"ARBITER\", \"name\": \"Arbiter, A\", \"text\": \"I saw the flag fall.\"}")
    public record RecordStatement(@TargetAggregateIdentifier @Schema(hidden = true) String appealId, Instant at,
                                  @NotNull(message = "\"speaker\" is required") AppealEvent.Speaker speaker,
                                  @Size(max = Commands.MAX_TEXT) String name,
                                  @NotBlank(message = "\"text\" is required") @Size(max = 20_000) String text) implements AppealCommand {
    }

    /** The re-adjudication attached as evidence (the server runs it and sends this). */
    public record AttachReadjudication(@TargetAggregateIdentifier String appealId, Instant at, AppealEvent.ReadjudicationAttached evidence)
            implements AppealCommand {
    }

    @Schema(description = "The committee's decision by majority: each sitting member's vote, the reasons, the articles, whether "
            + "the fee is returned (default: when upheld), and its effects on the game (AMEND_RESULT with result, termination, "
            + "article; RESUME with toPly, whiteRemainingMs, blackRemainingMs; ANNUL; ANNUL_AND_REPLAY).",
            example = "{\"type\": \"DecideAppeal\", \"decision\": \"UPHELD\", \"reasons\": \"Black could not checkmate by any series "
                    + "of legal moves\", \"articles\": [\"6.9\"], \"votes\": [{\"member\": \"Chair, A\", \"vote\": \"UPHELD\"}], "
                    + "\"effects\": [{\"kind\": \"AMEND_RESULT\", \"result\": \"1/2-1/2\", \"termination\": \"INSUFFICIENT_MATERIAL\", "
                    + "\"article\": \"6.9\"}]}")
    public record DecideAppeal(@TargetAggregateIdentifier @Schema(hidden = true) String appealId, Instant at,
                               @NotNull(message = "\"decision\" is required") AppealEvent.Decision decision,
                               @NotBlank(message = "\"reasons\" are required") @Size(max = 20_000) String reasons,
                               List<@Size(max = 100) String> articles,
                               @NotEmpty(message = "\"votes\" are required: each sitting member's") @Valid List<AppealEvent.Vote> votes,
                               Boolean feeReturned, @Valid List<AppealEvent.Effect> effects,
                               @Schema(hidden = true) Long gameHeadSeq, @Schema(hidden = true) String gameHeadHash)
            implements AppealCommand {
    }

    /** An effect of the decision refused by the game (sent by the process manager that applies the decision's effects). */
    public record RecordEffectRefused(@TargetAggregateIdentifier String appealId, Instant at, int effect, String gameId,
                                      adjudicator.command.api.Rejection refusal) implements AppealCommand {
    }
}
