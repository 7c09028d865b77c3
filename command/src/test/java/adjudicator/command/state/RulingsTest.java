package adjudicator.command.state;

import adjudicator.command.api.AbsenceReported;
import adjudicator.command.api.Actor;
import adjudicator.command.api.BothFlagsFell;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimPostponed;
import adjudicator.command.api.ClaimReferredToArbiter;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.ClocksResumed;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.Completion;
import adjudicator.command.api.DeadPositionDeclared;
import adjudicator.command.api.Decline;
import adjudicator.command.api.DeviceSignalReported;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.EndingAwaitsClaim;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.GameAnnulled;
import adjudicator.command.api.GameAnnulledOnAppeal;
import adjudicator.command.api.GameResumedOnAppeal;
import adjudicator.command.api.IllegalMoveDetected;
import adjudicator.command.api.IncrementIntroduced;
import adjudicator.command.api.IncrementRequested;
import adjudicator.command.api.MateAnalysis;
import adjudicator.command.api.MoveCompleted;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PenaltyKind;
import adjudicator.command.api.PenaltyWithdrawnOnAppeal;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.RejectionReason;
import adjudicator.command.api.ResultAmendedOnAppeal;
import adjudicator.command.api.ResultCorrected;
import adjudicator.command.api.ResultDecision;
import adjudicator.command.api.TimeAwarded;
import adjudicator.command.text.Language;
import adjudicator.command.text.Texts;
import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rulings' sentences from the resource bundles (issue 37): in English, every branch of every sentence exactly as
 * the code wrote it before (RulingsBefore37, the oracle); in Russian, the Laws' terms and no English word of ours.
 */
class RulingsTest {

    private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");
    private static final Edition R = Edition.FIDE_2017;
    private static final Texts RU = Texts.of(Language.RU);
    private static final MateAnalysis WINNABLE = new MateAnalysis(Color.WHITE, MateAnalysis.Verdict.WINNABLE, List.of("Kf7", "Qh8#"), null, 12L);
    private static final MateAnalysis UNWINNABLE = new MateAnalysis(Color.BLACK, MateAnalysis.Verdict.UNWINNABLE, List.of(), "a lone king", 3L);
    private static final MateAnalysis UNDETERMINED = new MateAnalysis(Color.WHITE, MateAnalysis.Verdict.values()[2], List.of(), null, 5000L);

    @Test
    void everyRulingsEnglishSentenceIsWhatTheCodeWroteBeforeTheBundles() {
        for (ClaimKind claim : ClaimKind.values()) {
            for (Long found : new Long[]{null, 42L}) {
                for (String penaltyArticle : new String[]{null, "9.5.2"}) {
                    ClaimRejected e = new ClaimRejected("g", T, Actor.ARBITER, Color.WHITE, claim, RejectionReason.NOT_REPEATED, found, "9.2", R,
                            120_000, -90_000, penaltyArticle, 1L, 2L, penaltyArticle == null ? null : "e2e4", penaltyArticle == null ? null : "the clock");
                    assertThat(Rulings.describe(e)).isEqualTo(RulingsBefore37.describe(e));
                }
            }
        }
        for (ResultDecision d : ResultDecision.values()) {
            for (String reason : new String[]{null, "both agreed"}) {
                ResultCorrected e = new ResultCorrected("g", T, Actor.ARBITER, d, "1-0", reason, "8.7", R);
                assertThat(Rulings.describe(e)).isEqualTo(RulingsBefore37.describe(e));
            }
        }
        for (boolean last : new boolean[]{true, false}) {
            BothFlagsFell e = new BothFlagsFell("g", T, Actor.ARBITER, last, "6.11.1", R);
            assertThat(Rulings.describe(e)).isEqualTo(RulingsBefore37.describe(e));
        }
        for (Instant fellAt : new Instant[]{null, T.minusSeconds(3)}) {
            FlagFell e = new FlagFell("g", T, Actor.ARBITER, Color.BLACK, fellAt, Actor.ARBITER, "6.9", R);
            assertThat(Rulings.describe(e)).isEqualTo(RulingsBefore37.describe(e));
        }
        for (Color running : new Color[]{null, Color.BLACK}) {
            ClocksCorrected e = new ClocksCorrected("g", T, Actor.ARBITER, 3_600_000, 1_799_000, 40, 39, running, "6.10.2", R);
            assertThat(Rulings.describe(e)).isEqualTo(RulingsBefore37.describe(e));
        }
        same(new ClocksStopped("g", T, Actor.WHITE, 1, 2, "6.12.2", R), Rulings.describe(new ClocksStopped("g", T, Actor.WHITE, 1, 2, "6.12.2", R)),
                RulingsBefore37.describe(new ClocksStopped("g", T, Actor.WHITE, 1, 2, "6.12.2", R)));
        ClocksResumed resumed = new ClocksResumed("g", T, Actor.ARBITER, Color.WHITE, "6.12.1", R);
        same(resumed, Rulings.describe(resumed), RulingsBefore37.describe(resumed));
        for (boolean proper : new boolean[]{true, false}) {
            for (Boolean against : new Boolean[]{null, false, true}) {
                for (String regulations : new String[]{null, "4.2"}) {
                    DrawOffered e = new DrawOffered("g", T, Actor.WHITE, Color.WHITE, proper, "9.1.2.1", "9.1.2.2", R, against, regulations);
                    same(e, Rulings.describe(e), RulingsBefore37.describe(e));
                }
            }
        }
        for (String article : new String[]{null, "5.1.1"}) {
            for (String reason : new String[]{null, "the committee found mate"}) {
                ResultAmendedOnAppeal e = new ResultAmendedOnAppeal("g", T, Actor.APPEALS_COMMITTEE, "a-1", "0-1", Termination.CHECKMATE, article, reason, R);
                same(e, Rulings.describe(e), RulingsBefore37.describe(e));
                GameResumedOnAppeal r = new GameResumedOnAppeal("g", T, Actor.APPEALS_COMMITTEE, "a-1", 12, "8/8/8/8/8/8/8/K6k w - - 0 1",
                        60_000, 70_000, article == null ? List.of() : List.of("e4", "e5"), reason, R);
                same(r, Rulings.describe(r), RulingsBefore37.describe(r));
                PenaltyWithdrawnOnAppeal w = new PenaltyWithdrawnOnAppeal("g", T, Actor.APPEALS_COMMITTEE, "a-1", 7, reason, R);
                same(w, Rulings.describe(w), RulingsBefore37.describe(w));
                for (boolean replay : new boolean[]{true, false}) {
                    GameAnnulledOnAppeal a = new GameAnnulledOnAppeal("g", T, Actor.APPEALS_COMMITTEE, "a-1", replay, reason, R);
                    same(a, Rulings.describe(a), RulingsBefore37.describe(a));
                }
                GameAnnulled annulled = new GameAnnulled("g", T, Actor.ARBITER, reason, "6.11", R);
                same(annulled, Rulings.describe(annulled), RulingsBefore37.describe(annulled));
                TimeAwarded time = new TimeAwarded("g", T, Actor.ARBITER, Color.BLACK, 120_000, reason, "12.2.2", R);
                same(time, Rulings.describe(time), RulingsBefore37.describe(time));
            }
        }
        for (Decline how : Decline.values()) {
            DrawOfferDeclined e = new DrawOfferDeclined("g", T, Actor.BLACK, Color.BLACK, how, "9.1.2.3", R);
            same(e, Rulings.describe(e), RulingsBefore37.describe(e));
        }
        for (String uci : new String[]{null, "e2e5"}) {
            for (Integer count : new Integer[]{null, 2}) {
                for (String waived : new String[]{null, "the opponent moved"}) {
                    IllegalMoveDetected e = new IllegalMoveDetected("g", T, Actor.ARBITER, Color.WHITE, 3, uci, "not a pawn's move", "7.5.1",
                            true, count, R, waived);
                    same(e, Rulings.describe(e), RulingsBefore37.describe(e));
                }
            }
        }
        for (int toPly : new int[]{1, 6}) {
            for (String reason : new String[]{null, "an illegal move"}) {
                for (List<String> touched : List.of(List.<String>of(), List.of("g1", "b1"))) {
                    for (List<String> annulled : List.of(List.<String>of(), List.of("Nf3", "e2e5"))) {
                        PositionRestored e = new PositionRestored("g", T, Actor.ARBITER, toPly, "fen", "7.5.1", reason, R, touched,
                                List.of(), touched.isEmpty() ? null : "4.3", annulled);
                        same(e, Rulings.describe(e, annulled), RulingsBefore37.describe(e, annulled));
                    }
                }
            }
        }
        for (PenaltyKind kind : PenaltyKind.values()) {
            for (Long amount : new Long[]{null, 120_000L}) {
                for (String points : new String[]{null, "1/4"}) {
                    PenaltyImposed e = new PenaltyImposed("g", T, Actor.ARBITER, Color.WHITE, kind, amount, "12.9", R,
                            points == null ? null : "misconduct", points == null ? null : "11.3", points);
                    same(e, Rulings.describe(e), RulingsBefore37.describe(e));
                }
            }
        }
        for (List<String> touched : List.of(List.<String>of(), List.of("g1"))) {
            ObligationBroken e = new ObligationBroken("g", T, Actor.SYSTEM, Color.WHITE, 3, "e2e4", List.of("g1f3", "g1h3"), "4.3.1", touched, R);
            same(e, Rulings.describe(e), RulingsBefore37.describe(e));
        }
        EndingAwaitsClaim awaits = new EndingAwaitsClaim("g", T, Actor.SYSTEM, Color.BLACK, "1-0", Termination.CHECKMATE, "5.1.1", "4.8.1", R);
        same(awaits, Rulings.describe(awaits), RulingsBefore37.describe(awaits));
        for (long delta : new long[]{0, 120_000}) {
            ClaimPostponed e = new ClaimPostponed("g", T, Actor.ARBITER, Color.WHITE, delta, "10.2", Edition.FIDE_2005);
            same(e, Rulings.describe(e), RulingsBefore37.describe(e));
        }
        for (boolean waived : new boolean[]{true, false}) {
            AbsenceReported e = new AbsenceReported("g", T, Actor.ARBITER, Color.BLACK, 3_601_000, 3_600_000, waived, "6.7.1", R);
            same(e, Rulings.describe(e), RulingsBefore37.describe(e));
        }
        DeviceSignalReported device = new DeviceSignalReported("g", T, Actor.ARBITER, Color.BLACK, "11.3.2.2", R);
        same(device, Rulings.describe(device), RulingsBefore37.describe(device));
        MoveCompleted completed = new MoveCompleted("g", T, Actor.ARBITER, Color.WHITE, Completion.values()[Completion.values().length - 1], "7.5.2", R);
        same(completed, Rulings.describe(completed), RulingsBefore37.describe(completed));
        ClaimReferredToArbiter referred = new ClaimReferredToArbiter("g", T, Actor.WHITE, Color.WHITE, "fen", "10.2", Edition.FIDE_2005);
        same(referred, Rulings.describe(referred), RulingsBefore37.describe(referred));
        IncrementRequested requested = new IncrementRequested("g", T, Actor.WHITE, Color.WHITE, 5_000, "10.2", R);
        same(requested, Rulings.describe(requested), RulingsBefore37.describe(requested));
        IncrementIntroduced introduced = new IncrementIntroduced("g", T, Actor.ARBITER, Color.WHITE, "60+5", 120_000, 1, 2, "10.2", R);
        same(introduced, Rulings.describe(introduced), RulingsBefore37.describe(introduced));
        for (MateAnalysis a : List.of(WINNABLE, UNWINNABLE, UNDETERMINED)) {
            same(a, Rulings.describe(a), RulingsBefore37.describe(a));
            for (boolean proved : new boolean[]{true, false}) {
                DeadPositionDeclared e = new DeadPositionDeclared("g", T, Actor.ARBITER, "fen", a, UNWINNABLE, proved, "5.2.2", R);
                same(e, Rulings.describe(e), RulingsBefore37.describe(e));
            }
        }
    }

    private static void same(Object event, String now, String before) {
        assertThat(now).as(event.toString()).isEqualTo(before);
    }

    @Test
    void theRulingsInRussianUseTheLawsTermsAndNoEnglishWordOfOurs() {
        ClaimRejected flag = new ClaimRejected("g", T, Actor.ARBITER, Color.WHITE, ClaimKind.FLAG_FALL, RejectionReason.FLAG_NOT_FALLEN, 4_000L,
                "6.9", R, 0, 0, null, null, null, null, null);
        assertThat(Rulings.describe(flag, RU)).isEqualTo("заявление белых о падении флажка отклонено: флажок не упал (осталось 0:00:04), "
                + "ст. 6.9 Правил шахмат ФИДЕ 2017");
        IllegalMoveDetected illegal = new IllegalMoveDetected("g", T, Actor.ARBITER, Color.BLACK, 3, "e7e4", "not a pawn's move", "7.5.1",
                true, 1, R, null);
        assertThat(Rulings.describe(illegal, RU)).startsWith("невозможный ход e7e4 чёрных (not a pawn's move); сообщил: арбитр, невозможный ход № 1");
        // a reason the engine names (IllegalReason) reads in Russian; one recorded otherwise, as recorded
        IllegalMoveDetected named = new IllegalMoveDetected("g", T, Actor.ARBITER, Color.BLACK, 3, "e8g8", "CASTLING_INTO_CHECK", "3.8.2",
                true, 1, R, null);
        assertThat(Rulings.describe(named, RU)).startsWith("невозможный ход e8g8 чёрных (король при рокировке встаёт под шах); сообщил: арбитр");
        assertThat(Rulings.describe(named)).startsWith("illegal move e8g8 by BLACK (CASTLING_INTO_CHECK) reported by ARBITER");
        DeadPositionDeclared dead = new DeadPositionDeclared("g", T, Actor.ARBITER, "fen", UNWINNABLE, UNWINNABLE, true, "5.2.2", R);
        assertThat(Rulings.describe(dead, RU)).startsWith("арбитр признал позицию мёртвой, ст. 5.2.2")
                .contains("не могут поставить мат любой серией возможных ходов");
        ObligationBroken broken = new ObligationBroken("g", T, Actor.SYSTEM, Color.WHITE, 3, "e2e4", List.of("g1f3"), "4.3.1", List.of("g1"), R);
        assertThat(Rulings.describe(broken, RU)).isEqualTo("ход белых e2e4 нарушил ст. 4.3.1 Правил шахмат ФИДЕ 2017: можно было сделать только g1f3 (тронуты: g1)");
        for (String english : List.of(" by ", "claim", "rejected", "Art.", "WHITE", "BLACK", "ARBITER")) {
            assertThat(Rulings.describe(flag, RU)).doesNotContain(english);
            assertThat(Rulings.describe(dead, RU)).doesNotContain(english);
        }
    }
}
