package adjudicator.engine.rules;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Each edition cites each rule in its own numbering (docs/editions.md). */
class RulesetTest {

    @ParameterizedTest(name = "{0} {1} is Art. {2}")
    @CsvSource({
            "FIDE_2005, ALTERNATE_MOVES, 1.1",
            "FIDE_2005, CHECKMATE, 5.1a",
            "FIDE_2005, RESIGNATION, 5.1b",
            "FIDE_2005, STALEMATE, 5.2a",
            "FIDE_2005, START_OF_CLOCKS, 6.5",
            "FIDE_2005, PRESSING_THE_CLOCK, 6.8a",
            "RF_2013, CHECKMATE, 5.1.1",
            "RF_2013, RESIGNATION, 5.1.2",
            "RF_2013, STALEMATE, 5.2.1",
            "RF_2013, START_OF_CLOCKS, 6.5",
            "RF_2013, PRESSING_THE_CLOCK, 6.7a",
            "FIDE_2017, CHECKMATE, 5.1.1",
            "FIDE_2017, RESIGNATION, 5.1.2",
            "FIDE_2017, STALEMATE, 5.2.1",
            "FIDE_2017, START_OF_CLOCKS, 6.6",
            "FIDE_2017, PRESSING_THE_CLOCK, 6.2.1",
            "FIDE_2023, CHECKMATE, 5.1.1",
            "FIDE_2023, STALEMATE, 5.2.1",
            "FIDE_2023, PRESSING_THE_CLOCK, 6.2.1",
            "FIDE_2005, THREEFOLD_REPETITION_INTENDED_MOVE, 9.2a",
            "FIDE_2005, THREEFOLD_REPETITION_NOW, 9.2b",
            "FIDE_2005, FIFTY_MOVES_INTENDED_MOVE, 9.3a",
            "FIDE_2005, FIFTY_MOVES_NOW, 9.3b",
            "RF_2013, THREEFOLD_REPETITION_INTENDED_MOVE, 9.2.1",
            "RF_2013, THREEFOLD_REPETITION_NOW, 9.2.2",
            "RF_2013, FIFTY_MOVES_INTENDED_MOVE, 9.3.1",
            "RF_2013, FIFTY_MOVES_NOW, 9.3.2",
            "FIDE_2017, THREEFOLD_REPETITION_INTENDED_MOVE, 9.2.1.1",
            "FIDE_2017, THREEFOLD_REPETITION_NOW, 9.2.1.2",
            "FIDE_2017, FIFTY_MOVES_INTENDED_MOVE, 9.3.1",
            "FIDE_2017, FIFTY_MOVES_NOW, 9.3.2",
            "FIDE_2017, FIVEFOLD_REPETITION, 9.6.1",
            "FIDE_2017, SEVENTY_FIVE_MOVES, 9.6.2",
            "FIDE_2023, THREEFOLD_REPETITION_INTENDED_MOVE, 9.2.1.1",
            "FIDE_2023, THREEFOLD_REPETITION_NOW, 9.2.1.2",
            "FIDE_2023, FIFTY_MOVES_INTENDED_MOVE, 9.3.1",
            "FIDE_2023, FIFTY_MOVES_NOW, 9.3.2",
            "FIDE_2023, FIVEFOLD_REPETITION, 9.6.1",
            "FIDE_2023, SEVENTY_FIVE_MOVES, 9.6.2",
            "FIDE_2005, FLAG_FALL, 6.9",
            "RF_2013, FLAG_FALL, 6.8",
            "FIDE_2017, FLAG_FALL, 6.8",
            "FIDE_2023, FLAG_FALL, 6.8",
            "FIDE_2005, CLOCKS_STOPPED_BY_ARBITER, 6.13a",
            "RF_2013, CLOCKS_STOPPED_BY_ARBITER, 6.12.1",
            "FIDE_2017, CLOCKS_STOPPED_BY_ARBITER, 6.11.1",
            "FIDE_2023, CLOCKS_STOPPED_BY_ARBITER, 6.11.1",
            "FIDE_2005, CLOCKS_STOPPED_BY_PLAYER, 6.13b",
            "RF_2013, CLOCKS_STOPPED_BY_PLAYER, 6.12.2",
            "FIDE_2017, CLOCKS_STOPPED_BY_PLAYER, 6.11.2",
            "FIDE_2023, CLOCKS_STOPPED_BY_PLAYER, 6.11.2",
            "FIDE_2005, CLOCKS_RESUMED, 6.13c",
            "RF_2013, CLOCKS_RESUMED, 6.12.3",
            "FIDE_2017, CLOCKS_RESUMED, 6.11.3",
            "FIDE_2023, CLOCKS_RESUMED, 6.11.3",
            "FIDE_2005, CLOCKS_SET, 6.14",
            "RF_2013, CLOCKS_SET, 6.13",
            "FIDE_2017, CLOCKS_SET, 7.1",
            "FIDE_2023, CLOCKS_SET, 7.1",
            "FIDE_2005, DRAW_OFFER, 9.1a",
            "RF_2013, DRAW_OFFER, 9.1.2.1",
            "FIDE_2017, DRAW_OFFER, 9.1.2.1",
            "FIDE_2023, DRAW_OFFER, 9.1.2.1",
            "FIDE_2005, DRAW_OFFER_AT_ANOTHER_TIME, 12.6",
            "RF_2013, DRAW_OFFER_AT_ANOTHER_TIME, 13.6",
            "FIDE_2017, DRAW_OFFER_AT_ANOTHER_TIME, 11.5",
            "FIDE_2023, DRAW_OFFER_AT_ANOTHER_TIME, 11.5",
            "FIDE_2005, CLAIM_IS_OFFER, 9.1c",
            "RF_2013, CLAIM_IS_OFFER, 9.1.2.3",
            "FIDE_2017, CLAIM_IS_OFFER, 9.1.2.3",
            "FIDE_2023, CLAIM_IS_OFFER, 9.1.2.3",
            "FIDE_2005, AGREEMENT, 5.2c",
            "RF_2013, AGREEMENT, 5.2.3",
            "FIDE_2017, AGREEMENT, 5.2.3",
            "FIDE_2023, AGREEMENT, 5.2.3",
            "FIDE_2005, TOUCHED_OWN_MAN, 4.3a",
            "RF_2013, TOUCHED_OWN_MAN, 4.3.1",
            "FIDE_2017, TOUCHED_OWN_MAN, 4.3.1",
            "FIDE_2023, TOUCHED_OWN_MAN, 4.3.1",
            "FIDE_2005, TOUCHED_OPPONENTS_MAN, 4.3b",
            "RF_2013, TOUCHED_OPPONENTS_MAN, 4.3.2",
            "FIDE_2017, TOUCHED_OPPONENTS_MAN, 4.3.2",
            "FIDE_2023, TOUCHED_OPPONENTS_MAN, 4.3.2",
            "FIDE_2005, TOUCHED_BOTH_COLOURS, 4.3c",
            "RF_2013, TOUCHED_BOTH_COLOURS, 4.3.3",
            "FIDE_2017, TOUCHED_BOTH_COLOURS, 4.3.3",
            "FIDE_2023, TOUCHED_BOTH_COLOURS, 4.3.3",
            "FIDE_2005, TOUCHED_KING_AND_ROOK, 4.4a",
            "RF_2013, TOUCHED_KING_AND_ROOK, 4.4.1",
            "FIDE_2017, TOUCHED_KING_AND_ROOK, 4.4.1",
            "FIDE_2023, TOUCHED_KING_AND_ROOK, 4.4.1",
            "FIDE_2005, TOUCHED_KING_TO_CASTLE, 4.4c",
            "RF_2013, TOUCHED_KING_TO_CASTLE, 4.4.3",
            "FIDE_2017, TOUCHED_KING_TO_CASTLE, 4.4.3",
            "FIDE_2023, TOUCHED_KING_TO_CASTLE, 4.4.3",
            "FIDE_2005, NOTHING_TOUCHED_CAN_MOVE, 4.5",
            "RF_2013, NOTHING_TOUCHED_CAN_MOVE, 4.5",
            "FIDE_2017, NOTHING_TOUCHED_CAN_MOVE, 4.5",
            "FIDE_2023, NOTHING_TOUCHED_CAN_MOVE, 4.5",
            "FIDE_2005, ONE_HAND, 4.1",
            "RF_2013, ONE_HAND, 4.1",
            "FIDE_2017, ONE_HAND, 4.1",
            "FIDE_2023, ONE_HAND, 4.1",
            "FIDE_2005, PROMOTED_PIECE_CHOSEN, 4.4d",
            "RF_2013, PROMOTED_PIECE_CHOSEN, 4.4.4",
            "FIDE_2017, PROMOTED_PIECE_CHOSEN, 4.4.4",
            "FIDE_2023, PROMOTED_PIECE_CHOSEN, 4.4.4",
            "FIDE_2005, POSITION_REINSTATED, 7.5",
            "RF_2013, POSITION_REINSTATED, 7.5",
            "FIDE_2017, POSITION_REINSTATED, 7.6",
            "FIDE_2023, POSITION_REINSTATED, 7.6",
            "RF_2013, ILLEGAL_MOVE_COMPLETED, 7.4.1",
            "FIDE_2017, ILLEGAL_MOVE_COMPLETED, 7.5.1",
            "FIDE_2023, ILLEGAL_MOVE_COMPLETED, 7.5.1",
            "FIDE_2005, ADJUSTING, 4.2",
            "RF_2013, ADJUSTING, 4.2",
            "FIDE_2017, ADJUSTING, 4.2.1",
            "FIDE_2023, ADJUSTING, 4.2.1",
            "FIDE_2005, TOUCH_MOVE_CLAIM, 4.7",
            "RF_2013, TOUCH_MOVE_CLAIM, 4.7",
            "FIDE_2017, TOUCH_MOVE_CLAIM, 4.8",
            "FIDE_2023, TOUCH_MOVE_CLAIM, 4.8",
            "FIDE_2005, DEAD_POSITION, 5.2b",
            "RF_2013, DEAD_POSITION, 5.2.2",
            "FIDE_2017, DEAD_POSITION, 5.2.2",
            "FIDE_2023, DEAD_POSITION, 5.2.2",
            "FIDE_2017, MOVE_COMPLETED_BY_NEXT_MOVE, 6.2.1.2",
            "FIDE_2005, ANNULMENT, 7.1a",
            "FIDE_2005, EXTRA_TIME_FOR_DISTURBANCE, 13.5",
            "FIDE_2005, PERSISTENT_REFUSAL, 12.8",
            "FIDE_2017, ARBITER_ACTS_ON_ILLEGAL_MOVES_IN_RAPID_AND_BLITZ, A.4.2",
            "FIDE_2023, ARBITER_ACTS_ON_ILLEGAL_MOVES_IN_RAPID_AND_BLITZ, A.5.2",
            "RF_2013, PERSISTENT_REFUSAL, 13.7",
            "FIDE_2017, PERSISTENT_REFUSAL, 11.7",
            "FIDE_2023, PERSISTENT_REFUSAL, 11.7",
            "RF_2013, EXTRA_TIME_FOR_DISTURBANCE, 14.5",
            "FIDE_2017, EXTRA_TIME_FOR_DISTURBANCE, 12.5",
            "FIDE_2023, EXTRA_TIME_FOR_DISTURBANCE, 12.5",
            "RF_2013, ANNULMENT, 7.1.1",
            "FIDE_2017, ANNULMENT, 7.2.1",
            "FIDE_2023, ANNULMENT, 7.2.1",
            "FIDE_2023, MOVE_COMPLETED_BY_NEXT_MOVE, 6.2.1.2",
            "FIDE_2005, QUICKPLAY_CLAIM, 10.2",
            "RF_2013, QUICKPLAY_CLAIM, 10.2",
            "FIDE_2017, QUICKPLAY_CLAIM, III.5",
            "FIDE_2023, QUICKPLAY_CLAIM, III.5",
            "FIDE_2005, QUICKPLAY_ACCEPTED, 10.2a",
            "RF_2013, QUICKPLAY_ACCEPTED, 10.2.1",
            "FIDE_2017, QUICKPLAY_ACCEPTED, III.5.1",
            "FIDE_2023, QUICKPLAY_ACCEPTED, III.5.1",
            "FIDE_2005, QUICKPLAY_POSTPONED, 10.2b",
            "RF_2013, QUICKPLAY_POSTPONED, 10.2.2",
            "FIDE_2017, QUICKPLAY_POSTPONED, III.5.2",
            "FIDE_2023, QUICKPLAY_POSTPONED, III.5.2",
            "FIDE_2005, QUICKPLAY_REJECTED, 10.2c",
            "RF_2013, QUICKPLAY_REJECTED, 10.2.3",
            "FIDE_2017, QUICKPLAY_REJECTED, III.5.3",
            "FIDE_2023, QUICKPLAY_REJECTED, III.5.3",
            "FIDE_2005, QUICKPLAY_FINAL, 10.2d",
            "RF_2013, QUICKPLAY_FINAL, 10.2.4",
            "FIDE_2017, QUICKPLAY_FINAL, III.5.4",
            "FIDE_2017, QUICKPLAY_INCREMENT, III.4",
            "RF_2013, QUICKPLAY_WITHOUT_ARBITER, 11",
            "FIDE_2017, QUICKPLAY_WITHOUT_ARBITER, III.6",
            "FIDE_2023, QUICKPLAY_WITHOUT_ARBITER, III.6",
            "FIDE_2023, QUICKPLAY_INCREMENT, III.4",
            "FIDE_2023, QUICKPLAY_FINAL, III.5.4",
    })
    void everyEditionCitesItsOwnArticle(Edition edition, Law law, String article) {
        assertThat(Ruleset.of(edition).article(law)).isEqualTo(article);
        assertThat(Ruleset.of(edition).edition()).isEqualTo(edition);
        assertThat(Ruleset.of(edition).provides(law)).isTrue();
        assertThat(Ruleset.of(edition).articleIfAny(law)).contains(article);
    }

    @ParameterizedTest(name = "{0} has no {1}")
    @CsvSource({
            "FIDE_2005, FIVEFOLD_REPETITION",
            "FIDE_2005, SEVENTY_FIVE_MOVES",
            "RF_2013, FIVEFOLD_REPETITION",
            "RF_2013, SEVENTY_FIVE_MOVES",
            "FIDE_2005, ILLEGAL_MOVE_COMPLETED",
            "FIDE_2005, MOVE_COMPLETED_BY_NEXT_MOVE",
            "RF_2013, MOVE_COMPLETED_BY_NEXT_MOVE",
            "FIDE_2005, ARBITER_ACTS_ON_ILLEGAL_MOVES_IN_RAPID_AND_BLITZ",
            "RF_2013, ARBITER_ACTS_ON_ILLEGAL_MOVES_IN_RAPID_AND_BLITZ",
            "FIDE_2005, QUICKPLAY_INCREMENT",
            "RF_2013, QUICKPLAY_INCREMENT",
            "FIDE_2005, QUICKPLAY_WITHOUT_ARBITER",
    })
    void rulesAbsentFromAnEdition(Edition edition, Law law) {
        // fivefold and 75 moves automatic since 2014; neither exists in 2005 or RF 2013;
        // 2005 7.4a counts an illegal move once made, not once completed
        Ruleset rules = Ruleset.of(edition);
        assertThat(rules.provides(law)).isFalse();
        assertThat(rules.articleIfAny(law)).isEmpty();
        assertThatThrownBy(() -> rules.article(law))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(edition.name()).hasMessageContaining(law.name());
    }

    @Test
    void onlyFide2017And2023EndTheGameAutomaticallyOnFivefoldOr75Moves() {
        for (Law law : new Law[] {Law.FIVEFOLD_REPETITION, Law.SEVENTY_FIVE_MOVES}) {
            assertThat(Arrays.stream(Edition.values()).filter(e -> Ruleset.of(e).provides(law)))
                    .as(law.name()).containsExactly(Edition.FIDE_2017, Edition.FIDE_2023);
        }
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(Edition.class)
    void article11_theClaimWithNoArbiterIsCitedWhereTheSettingProvidesIt(Edition edition) {
        Ruleset rules = Ruleset.of(edition);
        assertThat(rules.provides(Law.QUICKPLAY_WITHOUT_ARBITER))
                .isEqualTo(rules.quickplayFinish().value().procedureWithoutArbiter());
    }
}
