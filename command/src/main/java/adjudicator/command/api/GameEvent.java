package adjudicator.command.api;

import java.time.Instant;

/**
 * Every event of a game: the game, the device instant {@code at} (domain map principle 2) and who
 * acted. Rulings also carry the article and the edition that produced them.
 */
public sealed interface GameEvent permits GameCreated, ClocksStarted, MoveMade, ClockPressed, PlayerResigned, GameEnded,
        DrawClaimed, ClaimUpheld, ClaimRejected, FlagFallClaimed, FlagFell, ClocksStopped, ClocksResumed,
        ClocksCorrected, DrawOffered, DrawOfferDeclined, DrawAgreed, IllegalMoveDetected, PositionRestored,
        PenaltyImposed, PieceTouched, PieceAdjusted, ObligationBroken, TouchMoveClaimed,
        ClaimPostponed, DeviceSignalReported, MoveCompleted,
        AbsenceReported, GameAnnulled, TimeAwarded, PromotionSquareTouched,
        IncrementRequested, IncrementIntroduced, DeadPositionDeclared,
        ClaimReferredToArbiter, BothFlagsFell, ScoresheetSigned, ResultCorrected, ResultAmendedOnAppeal,
        GameResumedOnAppeal, GameAnnulledOnAppeal, PenaltyWithdrawnOnAppeal, SourceEndingRecorded,
        EndingAwaitsClaim, TouchMoveClaimWaived {
    String gameId();

    Instant at();

    Actor actor();
}
