package adjudicator.engine.rules;

import java.time.Duration;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One edition of the Laws as data: the article that states each {@link Law} in that edition's own
 * numbering, and the settings in which the editions differ (illegal moves, the incorrect-claim
 * penalty, claims, agreement, flags, default time, quickplay finish, penalties, scoring, the right of
 * appeal), so that the deciders read values instead of branching on the edition. docs/editions.md
 * sets every article and setting of the four editions side by side.
 *
 * <p>An edition may lack a rule altogether (automatic fivefold repetition and the 75-move rule exist
 * only from 2014 on, so not in FIDE 2005 or RF 2013). Every edition lists every {@link Law} either
 * with its article or explicitly as absent; the constructor refuses an edition that forgets one.
 *
 * <p>Where the numbers were read: the Russian texts of FIDE 2005 (the whole Laws, and Articles 7-9 and
 * 10-12 in a second translation), of the Russian sport rules of 2013 (fragmentary: Articles 6.4-6.10
 * are missing, Article 9 stops after 9.5.1) and of FIDE 2017 Articles 5-6. Where the RF 2013 text is
 * silent, the number of its FIDE 2009 base is used and the comment says so ("FIDE 2009 base, not in
 * the source text"). For the other 2017 and 2023 articles the project had no text, only a comparison
 * of the editions; those numbers are marked as such and are unverified against the texts (the 2017
 * Article 9: 9.2.1.1 is the written-move branch, so 9.2.1.2 is the has-just-appeared one; 9.3 keeps
 * the two-branch numbering of RF 2013 and FIDE 2009). FIDE 2005 9.6 is the dead position, not a
 * fivefold repetition: 2005 has no automatic repetition or move-count ending.
 *
 * <p>FIDE_2017 includes the amendment in force from 1 January 2018 ("J18") wherever it changed things:
 * the illegal-move articles are the J18 ones (7.5.1-7.5.5; the July 2017 text had the penalty at
 * 7.5.3, two hands at 7.7.1 and the clock pressed without a move at 7.8.1), and unsupervised rapid
 * takes the standard penalty (J18 A.4.2) instead of the July 2017 loss.
 *
 * <p>Choices where the texts are silent or disagree:
 * <ul>
 * <li>Incorrect 9.2/9.3 claim, FIDE 2005 9.5b, claimant's time exactly 2:00 or 1:00: both leave 1:00
 * (see {@link ClaimantTimeCut}). The 9.5b formula also applies in rapid and blitz (the 2005 appendices
 * give no variant in the texts the project had).</li>
 * <li>RF 2013 incorrect claim: +3:00 to the opponent in every pace, cited as 9.5.2 (RF numbering of FIDE
 * 2009 9.5b; the source text stops at 9.5.1).</li>
 * <li>FIDE 2023 blitz: the 1-minute penalties are cited as B.3 (which applies the rapid rules, A.3);
 * B.2 is silent and the point unresolved.</li>
 * <li>Illegal-move kinds: {@link IllegalMoveKind#INCORRECT_PROMOTION} counts in every edition (2005 7.4a
 * names "нарушения требований о превращении пешки"), while the unreplaced pawn
 * ({@link IllegalMoveKind#UNREPLACED_PAWN}) counts from 2014 on (2017 J18 7.5.2).
 * {@link IllegalMoveKind#KING_CAPTURE} is named in 2005 7.4a and RF 7.4.1; for 2017/2023 it is counted
 * under 7.5.1 as an illegal move.</li>
 * <li>FIDE 2005 12.9 (both players at fault lose): one 2005 text refers to 12.8 (persistent refusal),
 * the other to 12.7; the article is 12.9 in both, and 0-0 exists either way. RF 2013 cites it as 13.8
 * (FIDE 2009 12.8 under the RF renumbering of Art. 12 to 13; not in the source text).</li>
 * <li>FIDE 2017 penalty list: 12.9.1-9, the seven of 2005 and the two new options; the order of the nine
 * follows the English 2017 text.</li>
 * </ul>
 */
public final class Ruleset {

    public static final Ruleset FIDE_2005 = new Builder(Edition.FIDE_2005)
            .cite(Law.ALTERNATE_MOVES, "1.1")
            .cite(Law.CHECKMATE, "5.1a")
            .cite(Law.RESIGNATION, "5.1b")
            .cite(Law.STALEMATE, "5.2a")
            .cite(Law.START_OF_CLOCKS, "6.5")
            .cite(Law.PRESSING_THE_CLOCK, "6.8a")
            .cite(Law.FLAG_FALL, "6.9")
            .cite(Law.BOTH_FLAGS_PLAY_ON, "6.12a")
            .cite(Law.SIGNED_RESULT, "8.7")
            .cite(Law.BOTH_FLAGS_DRAWN, "6.12b")
            .cite(Law.DEAD_POSITION, "5.2b")
            .cite(Law.ANNULMENT, "7.1a")
            .cite(Law.EXTRA_TIME_FOR_DISTURBANCE, "13.5")
            .cite(Law.PERSISTENT_REFUSAL, "12.8")
            .absent(Law.ARBITER_ACTS_ON_ILLEGAL_MOVES_IN_RAPID_AND_BLITZ) // 2005 A.4(c), App. B: the arbiter rules on the opponent's claim, made before his own move
            .absent(Law.MOVE_COMPLETED_BY_NEXT_MOVE) // FIDE 2005 text (6.8a): only the press completes it
            .cite(Law.TOUCHED_OWN_MAN, "4.3a")
            .absent(Law.ILLEGAL_MOVE_COMPLETED) // FIDE 2005 text: "был сделан" (made)
            .cite(Law.POSITION_REINSTATED, "7.5")
            .cite(Law.TOUCHED_OPPONENTS_MAN, "4.3b")
            .cite(Law.TOUCHED_BOTH_COLOURS, "4.3c")
            .cite(Law.TOUCHED_KING_AND_ROOK, "4.4a")
            .cite(Law.TOUCHED_KING_TO_CASTLE, "4.4c")
            .cite(Law.NOTHING_TOUCHED_CAN_MOVE, "4.5")
            .cite(Law.ONE_HAND, "4.1")
            .cite(Law.PROMOTED_PIECE_CHOSEN, "4.4d")
            .cite(Law.ADJUSTING, "4.2") // docs/editions.md (the 2005 text's 4.2 is cited by its 4.3)
            .cite(Law.TOUCH_MOVE_CLAIM, "4.7") // docs/editions.md ("4.7: claim lost on touching"); not in the text's extract
            .cite(Law.QUICKPLAY_CLAIM, "10.2")
            .cite(Law.QUICKPLAY_ACCEPTED, "10.2a")
            .cite(Law.QUICKPLAY_POSTPONED, "10.2b")
            .cite(Law.QUICKPLAY_REJECTED, "10.2c")
            .cite(Law.QUICKPLAY_FINAL, "10.2d")
            .cite(Law.CLOCKS_STOPPED_BY_ARBITER, "6.13a")
            .cite(Law.CLOCKS_STOPPED_BY_PLAYER, "6.13b")
            .cite(Law.CLOCKS_RESUMED, "6.13c")
            .cite(Law.CLOCKS_SET, "6.14")
            .cite(Law.DRAW_OFFER, "9.1a")
            .cite(Law.DRAW_OFFER_AT_ANOTHER_TIME, "12.6") // FIDE 2005 text ("должна учитываться Статья 12.6")
            .cite(Law.CLAIM_IS_OFFER, "9.1c")
            .cite(Law.AGREEMENT, "5.2c")
            .cite(Law.GAME_ENDED, "5")
            .cite(Law.THREEFOLD_REPETITION_INTENDED_MOVE, "9.2a")
            .cite(Law.THREEFOLD_REPETITION_NOW, "9.2b")
            .cite(Law.FIFTY_MOVES_INTENDED_MOVE, "9.3a")
            .cite(Law.FIFTY_MOVES_NOW, "9.3b")
            .absent(Law.FIVEFOLD_REPETITION) // from 2014 only
            .absent(Law.SEVENTY_FIVE_MOVES) // from 2014 only
            .absent(Law.QUICKPLAY_INCREMENT) // the +5 s request came with the 2017 Guidelines III.4
            .absent(Law.QUICKPLAY_WITHOUT_ARBITER) // 2005 10.2 presumes the arbiter (QuickplayFinish setting)
            .illegalMoves(new IllegalMoves(
                    Cited.of(3, "7.4b"),
                    Cited.of(false, "7.4b"), // same lines: the third loses, no draw exception (docs/editions.md)
                    Map.of(IllegalMoveKind.ILLEGAL_MOVE, "7.4a",
                            IllegalMoveKind.INCORRECT_PROMOTION, "7.4a", // ibid.: "нарушения требований о превращении пешки"
                            IllegalMoveKind.KING_CAPTURE, "7.4a"), // ibid.: "взятие короля партнера"
                    Map.of(Pace.STANDARD, Cited.of(Optional.of(Duration.ofMinutes(2)), "7.4b"),
                            Pace.RAPID, Cited.of(Optional.of(Duration.ofMinutes(2)), "A.4(c)"), // docs/editions.md (7.4 applies); number inferred, docs/editions.md
                            Pace.BLITZ, Cited.of(Optional.empty(), "App. B")))) // a claim wins; no time added
            .incorrectClaim(new IncorrectClaim(
                    Map.of(Pace.STANDARD, Cited.of(Duration.ofMinutes(3), "9.5b"),
                            Pace.RAPID, Cited.of(Duration.ofMinutes(3), "9.5b"), // choice: no rapid variant (docs/editions.md)
                            Pace.BLITZ, Cited.of(Duration.ofMinutes(3), "9.5b")), // choice: no blitz variant (docs/editions.md)
                    Optional.of(Cited.of(ClaimantTimeCut.FIDE_2005, "9.5b"))))
            .claimRightLost(Cited.of(ClaimRightLost.ON_MAKING_A_MOVE, "9.4"))
            .breachingMoveEnding(Cited.of(BreachingMoveEnding.AT_ONCE, "5.1a, 5.2a, 5.2b")) // "ходом, разрешенным Правилами": Art. 3 (docs/editions.md)
            .clockStopOnClaim(Cited.of(ClockStopOnClaim.CLAIMANT_MUST, "9.5")) // FIDE 2005 text ("сразу же должен"); the FIDE 2005 text of Art. 7-9
            .agreementMinimum(Cited.of(AgreementMinimum.NONE, "5.2c")) // FIDE 2005 text; 9.1a sets no minimum
            .resignationDrawnIfOpponentCannotMate(Cited.of(false, "5.1b"))
            .flagFallDraw(Cited.of(FlagFallDrawTest.EVEN_WITH_MOST_UNSKILLED_COUNTERPLAY, "6.10")) // FIDE 2005 text (6.9 is when a flag counts as fallen)
            .bothFlags(Cited.of(BothFlagsScope.ALWAYS, "6.12"))
            .defaultTime(Cited.of(new DefaultTime(Duration.ofMinutes(60), true, true), "6.7"))
            .quickplayFinish(Cited.of(new QuickplayFinish(false, false), "10.2"))
            .arbiterPenalties(List.of(
                    Cited.of(ArbiterPenalty.WARNING, "13.4a"),
                    Cited.of(ArbiterPenalty.INCREASE_OPPONENT_TIME, "13.4b"),
                    Cited.of(ArbiterPenalty.REDUCE_OFFENDER_TIME, "13.4c"),
                    Cited.of(ArbiterPenalty.LOSS_OF_THE_GAME, "13.4d"),
                    Cited.of(ArbiterPenalty.REDUCE_OFFENDER_POINTS, "13.4e"),
                    Cited.of(ArbiterPenalty.INCREASE_OPPONENT_POINTS, "13.4f"),
                    Cited.of(ArbiterPenalty.EXPULSION, "13.4g")))
            .bothPlayersLoseWhenBothAtFault(Cited.of(true, "12.9")) // FIDE 2005 text (cites 12.8); the FIDE 2005 text of Art. 10-12 (cites 12.7)
            .onlyNormalScores(Cited.of(false, "11.1")) // FIDE 2005 text: no bar on other scores
            .deviceRule(Cited.of(DeviceRule.LOSS_ARBITER_SETS_OPPONENTS_SCORE, "12.2b")) // FIDE 2005 text (RCF commentary)
            .rightOfAppeal(Optional.empty()) // FIDE 2005 text: no article on appeals (docs/appeals.md)
            .commentary(Commentary.QUICKPLAY_REJECTION_TIME_AT_DISCRETION, "RCF commentary to 10.2")
            .commentary(Commentary.NO_TIME_FOR_AN_ILLEGAL_MOVE_ANSWERED, "RCF commentary to 7.4a")
            .build();

    public static final Ruleset RF_2013 = new Builder(Edition.RF_2013)
            .cite(Law.ALTERNATE_MOVES, "1.1")
            .cite(Law.CHECKMATE, "5.1.1")
            .cite(Law.RESIGNATION, "5.1.2")
            .cite(Law.STALEMATE, "5.2.1")
            .cite(Law.START_OF_CLOCKS, "6.5") // not in the fragmentary source text: FIDE 2009 numbering
            .cite(Law.FLAG_FALL, "6.8") // not in the fragmentary source text (6.4-6.10 missing): FIDE 2009 6.8
            .cite(Law.BOTH_FLAGS_PLAY_ON, "6.11.1") // RF 2013 text
            .cite(Law.SIGNED_RESULT, "8.7") // RF 2013 text
            .cite(Law.BOTH_FLAGS_DRAWN, "6.11.2") // not in the fragmentary source text, which stops after 6.11.1: FIDE 2009 6.11b
            .cite(Law.DEAD_POSITION, "5.2.2") // FIDE 2009 5.2b in the text's numbering (5.2.1 and 5.2.4)
            .cite(Law.ANNULMENT, "7.1.1")
            .cite(Law.EXTRA_TIME_FOR_DISTURBANCE, "14.5") // FIDE 2009 13.5 in RF's renumbering (arbiter Art. 14, docs/editions.md); the text lacks it
            .cite(Law.PERSISTENT_REFUSAL, "13.7") // FIDE 2009 12.7 in RF's renumbering (conduct Art. 13, docs/editions.md); the text lacks it
            .absent(Law.ARBITER_ACTS_ON_ILLEGAL_MOVES_IN_RAPID_AND_BLITZ) // as FIDE 2009 A.4(c), B.3(c): on the opponent's claim
            .absent(Law.MOVE_COMPLETED_BY_NEXT_MOVE) // RF 2013 text: only the press completes it
            .cite(Law.TOUCHED_OWN_MAN, "4.3.1")
            .cite(Law.ILLEGAL_MOVE_COMPLETED, "7.4.1") // RF 2013 text: "был завершен" (completed)
            .cite(Law.POSITION_REINSTATED, "7.5")
            .cite(Law.TOUCHED_OPPONENTS_MAN, "4.3.2") // FIDE 2009 4.3b in the text's numbering (its 4.3.1 is 4.3a)
            .cite(Law.TOUCHED_BOTH_COLOURS, "4.3.3")
            .cite(Law.TOUCHED_KING_AND_ROOK, "4.4.1")
            .cite(Law.TOUCHED_KING_TO_CASTLE, "4.4.3") // FIDE 2009 4.4c in the text's numbering
            .cite(Law.NOTHING_TOUCHED_CAN_MOVE, "4.5") // FIDE 2009 4.5
            .cite(Law.ONE_HAND, "4.1")
            .cite(Law.PROMOTED_PIECE_CHOSEN, "4.4.4") // FIDE 2009 4.4d in the text's numbering (4.4a is 4.4.1); the text lacks it
            .cite(Law.ADJUSTING, "4.2") // FIDE 2009 4.2; the text lacks it
            .cite(Law.TOUCH_MOVE_CLAIM, "4.7") // FIDE 2009 4.7; the text lacks it
            .cite(Law.QUICKPLAY_CLAIM, "10.2") // RF 2013 text (10.2.1 follows)
            .cite(Law.QUICKPLAY_ACCEPTED, "10.2.1")
            .cite(Law.QUICKPLAY_POSTPONED, "10.2.2") // FIDE 2009 10.2b in the text's numbering
            .cite(Law.QUICKPLAY_REJECTED, "10.2.3") // FIDE 2009 10.2c in the text's numbering
            .cite(Law.QUICKPLAY_FINAL, "10.2.4") // FIDE 2009 10.2d in the text's numbering
            .cite(Law.QUICKPLAY_WITHOUT_ARBITER, "11")
            .cite(Law.CLOCKS_STOPPED_BY_ARBITER, "6.12.1") // FIDE 2009 6.12a; the text lacks it
            .cite(Law.CLOCKS_STOPPED_BY_PLAYER, "6.12.2") // RF 2013 text refers to it
            .cite(Law.CLOCKS_RESUMED, "6.12.3") // FIDE 2009 6.12c; the text lacks it
            .cite(Law.CLOCKS_SET, "6.13") // FIDE 2009 6.13; the text lacks it
            .cite(Law.DRAW_OFFER, "9.1.2.1")
            .cite(Law.DRAW_OFFER_AT_ANOTHER_TIME, "13.6") // RF 2013 text ("с учетом статьи 13.6")
            .cite(Law.CLAIM_IS_OFFER, "9.1.2.3")
            .cite(Law.AGREEMENT, "5.2.3") // FIDE 2009 5.2c in the 5.2.x numbering of the text; the text lacks it
            .cite(Law.PRESSING_THE_CLOCK, "6.7a") // not in the fragmentary source text: FIDE 2009 numbering
            .cite(Law.GAME_ENDED, "5")
            .cite(Law.THREEFOLD_REPETITION_INTENDED_MOVE, "9.2.1")
            .cite(Law.THREEFOLD_REPETITION_NOW, "9.2.2")
            .cite(Law.FIFTY_MOVES_INTENDED_MOVE, "9.3.1")
            .cite(Law.FIFTY_MOVES_NOW, "9.3.2")
            .absent(Law.FIVEFOLD_REPETITION) // from 2014 only; the RF 2013 text's Article 9 ends at 9.5.1
            .absent(Law.SEVENTY_FIVE_MOVES) // from 2014 only
            .absent(Law.QUICKPLAY_INCREMENT) // the +5 s request came with the 2017 Guidelines III.4
            .illegalMoves(new IllegalMoves(
                    Cited.of(3, "7.4.2"),
                    Cited.of(true, "7.4.2"),
                    Map.of(IllegalMoveKind.ILLEGAL_MOVE, "7.4.1",
                            IllegalMoveKind.INCORRECT_PROMOTION, "7.4.1", // ibid.: "нарушение правил превращения пешки"
                            IllegalMoveKind.KING_CAPTURE, "7.4.1"), // ibid.: "взятие короля соперника"
                    Map.of(Pace.STANDARD, Cited.of(Optional.of(Duration.ofMinutes(2)), "7.4.2"),
                            Pace.RAPID, Cited.of(Optional.of(Duration.ofMinutes(2)), "A.4(c)"), // FIDE 2009 base, not in the source text (docs/editions.md)
                            Pace.BLITZ, Cited.of(Optional.empty(), "B.3(c)")))) // FIDE 2009 base, not in the source text (docs/editions.md): a claim wins
            .incorrectClaim(new IncorrectClaim(
                    Map.of(Pace.STANDARD, Cited.of(Duration.ofMinutes(3), "9.5.2"), // FIDE 2009 base (9.5b), not in the source text (stops at 9.5.1); docs/editions.md
                            Pace.RAPID, Cited.of(Duration.ofMinutes(3), "9.5.2"), // FIDE 2009 base, not in the source text
                            Pace.BLITZ, Cited.of(Duration.ofMinutes(3), "9.5.2")), // FIDE 2009 base, not in the source text
                    Optional.empty())) // FIDE 2009 base, not in the source text: no deduction from the claimant
            .claimRightLost(Cited.of(ClaimRightLost.ON_TOUCHING_A_PIECE, "9.4"))
            .breachingMoveEnding(Cited.of(BreachingMoveEnding.AT_ONCE, "5.1.1, 5.2.1")) // RF 2013 text: "возможным ходом", defined by Art. 3 alone (after 4.6.3); the text has no 5.2.2
            .clockStopOnClaim(Cited.of(ClockStopOnClaim.CLAIMANT_MAY, "9.5")) // RF 2013 text ("может остановить")
            .agreementMinimum(Cited.of(AgreementMinimum.SET_BY_REGULATIONS, "9.1.1"))
            .resignationDrawnIfOpponentCannotMate(Cited.of(false, "5.1.2"))
            .flagFallDraw(Cited.of(FlagFallDrawTest.ANY_POSSIBLE_SERIES_OF_LEGAL_MOVES, "6.9")) // FIDE 2009 base, not in the source text (docs/editions.md)
            .bothFlags(Cited.of(BothFlagsScope.ALWAYS, "6.11.1")) // RF 2013 text (its 6.11.2, draw in the last period: FIDE 2009 base)
            .defaultTime(Cited.of(new DefaultTime(Duration.ZERO, true, false), "6.6a")) // FIDE 2009 base, not in the source text (docs/editions.md)
            .quickplayFinish(Cited.of(new QuickplayFinish(false, true), "10.2, 11"))
            .arbiterPenalties(List.of(
                    Cited.of(ArbiterPenalty.WARNING, "14.4.1"),
                    Cited.of(ArbiterPenalty.INCREASE_OPPONENT_TIME, "14.4.2"),
                    Cited.of(ArbiterPenalty.REDUCE_OFFENDER_TIME, "14.4.3"),
                    Cited.of(ArbiterPenalty.LOSS_OF_THE_GAME, "14.4.4"),
                    Cited.of(ArbiterPenalty.REDUCE_OFFENDER_POINTS, "14.4.5"),
                    Cited.of(ArbiterPenalty.INCREASE_OPPONENT_POINTS, "14.4.6"),
                    Cited.of(ArbiterPenalty.EXPULSION, "14.4.7")))
            .bothPlayersLoseWhenBothAtFault(Cited.of(true, "13.8")) // FIDE 2009 base (12.8), not in the source text; RF renumbering, docs/editions.md
            .onlyNormalScores(Cited.of(false, "12.1")) // RF 2013 text: no bar on other scores
            .deviceRule(Cited.of(DeviceRule.LOSS_OPPONENT_WINS_OR_HALF_IF_HE_CANNOT_WIN, "13.3.2")) // FIDE 2009 12.3b in RF's renumbering (conduct is Art. 13, docs/editions.md); the text lacks it
            .rightOfAppeal(Optional.empty()) // as its FIDE 2009 base: no article on appeals (docs/appeals.md)
            .build();

    /**
     * 2017 and 2023 number these rules alike. The project had no text of the 2017 Article 9: these
     * numbers rest on the comparison of the editions it had (see docs/editions.md).
     */
    private static Builder fide2017Numbering(Edition edition) {
        return new Builder(edition)
                .cite(Law.ALTERNATE_MOVES, "1.1")
                .cite(Law.CHECKMATE, "5.1.1")
                .cite(Law.RESIGNATION, "5.1.2")
                .cite(Law.STALEMATE, "5.2.1")
                .cite(Law.START_OF_CLOCKS, "6.6")
                .cite(Law.FLAG_FALL, "6.8") // not in the texts the project had (the 2017 extract stops at 6.2.4): FIDE 2017 6.8
                .cite(Law.BOTH_FLAGS_PLAY_ON, "III.3.1") // Guidelines III only (bothFlags)
                .cite(Law.SIGNED_RESULT, "8.7") // not in the texts the project had: FIDE 2017 8.7
                .cite(Law.BOTH_FLAGS_DRAWN, "III.3.1")
                .cite(Law.DEAD_POSITION, "5.2.2")
                .cite(Law.ANNULMENT, "7.2.1") // FIDE 2017 numbering (7.1 is the clocks' setting, docs/docs/editions.md); not in the texts the project had
                .cite(Law.EXTRA_TIME_FOR_DISTURBANCE, "12.5") // FIDE 2017 numbering, not in the texts the project had
                .cite(Law.PERSISTENT_REFUSAL, "11.7") // FIDE 2017 numbering (11.8 both players, docs/editions.md)
                .cite(Law.MOVE_COMPLETED_BY_NEXT_MOVE, "6.2.1.2")
                .cite(Law.TOUCHED_OWN_MAN, "4.3.1") // FIDE 2017 numbering, not in the extract the project had (Art. 5-6)
                .cite(Law.ILLEGAL_MOVE_COMPLETED, "7.5.1")
                .cite(Law.POSITION_REINSTATED, "7.6")
                .cite(Law.TOUCHED_OPPONENTS_MAN, "4.3.2")
                .cite(Law.TOUCHED_BOTH_COLOURS, "4.3.3")
                .cite(Law.TOUCHED_KING_AND_ROOK, "4.4.1")
                .cite(Law.TOUCHED_KING_TO_CASTLE, "4.4.3")
                .cite(Law.NOTHING_TOUCHED_CAN_MOVE, "4.5")
                .cite(Law.ONE_HAND, "4.1") // FIDE 2017 numbering, not in the extract the project had
                .cite(Law.PROMOTED_PIECE_CHOSEN, "4.4.4") // FIDE 2017 numbering, not in the extract the project had
                .cite(Law.ADJUSTING, "4.2.1") // FIDE 2017 numbering, not in the extract the project had
                .cite(Law.TOUCH_MOVE_CLAIM, "4.8")
                .cite(Law.QUICKPLAY_CLAIM, "III.5") // docs/editions.md ("III.5: as 10.2"); sub-numbers as FIDE 2017
                .cite(Law.QUICKPLAY_ACCEPTED, "III.5.1")
                .cite(Law.QUICKPLAY_POSTPONED, "III.5.2")
                .cite(Law.QUICKPLAY_REJECTED, "III.5.3")
                .cite(Law.QUICKPLAY_FINAL, "III.5.4")
                .cite(Law.QUICKPLAY_WITHOUT_ARBITER, "III.6") // docs/editions.md ("III.6: no arbiter")
                .cite(Law.QUICKPLAY_INCREMENT, "III.4") // docs/editions.md ("III.4: request a +5 s increment")
                .cite(Law.CLOCKS_STOPPED_BY_ARBITER, "6.11.1") // FIDE 2017 numbering, not in the texts the project had
                .cite(Law.CLOCKS_STOPPED_BY_PLAYER, "6.11.2")
                .cite(Law.CLOCKS_RESUMED, "6.11.3")
                .cite(Law.CLOCKS_SET, "7.1") // 2017 7.1: his best judgement includes the right not to change the clock times
                .cite(Law.DRAW_OFFER, "9.1.2.1") // docs/editions.md ("9.1.2.1-3 as 2005")
                .cite(Law.DRAW_OFFER_AT_ANOTHER_TIME, "11.5") // FIDE 2017 numbering (12.6 of 2005), not in the texts the project had
                .cite(Law.CLAIM_IS_OFFER, "9.1.2.3")
                .cite(Law.AGREEMENT, "5.2.3")
                .cite(Law.PRESSING_THE_CLOCK, "6.2.1")
                .cite(Law.GAME_ENDED, "5")
                .cite(Law.THREEFOLD_REPETITION_INTENDED_MOVE, "9.2.1.1")
                .cite(Law.THREEFOLD_REPETITION_NOW, "9.2.1.2")
                .cite(Law.FIFTY_MOVES_INTENDED_MOVE, "9.3.1")
                .cite(Law.FIFTY_MOVES_NOW, "9.3.2")
                .cite(Law.FIVEFOLD_REPETITION, "9.6.1")
                .cite(Law.SEVENTY_FIVE_MOVES, "9.6.2")
                .illegalMoves(fide2017IllegalMoves(
                        Cited.of(Optional.of(Duration.ofMinutes(2)), "A.4.2"), // J18 A.4.2 applies 7.5.5
                        Cited.of(Optional.of(Duration.ofMinutes(1)), "B.2"))) // docs/editions.md
                .incorrectClaim(new IncorrectClaim(
                        Map.of(Pace.STANDARD, Cited.of(Duration.ofMinutes(2), "9.5.3"), // docs/editions.md
                                Pace.RAPID, Cited.of(Duration.ofMinutes(2), "9.5.3"), // docs/editions.md
                                Pace.BLITZ, Cited.of(Duration.ofMinutes(1), "B.2")), // docs/editions.md
                        Optional.empty())) // 9.5.3: no deduction from the claimant
                .claimRightLost(Cited.of(ClaimRightLost.ON_TOUCHING_A_PIECE, "9.4")) // docs/editions.md (number as in RF 2013 9.4)
                .breachingMoveEnding(Cited.of(BreachingMoveEnding.AWAITS_TOUCH_MOVE_CLAIM, "5.1.1, 5.2.1, 5.2.2")) // FIDE 2017 text of 5.2.1-5.2.2 ("в соответствии со Статьей 3 и Статьями 4.2 – 4.7"); 5.1.1 as in the English text
                .clockStopOnClaim(Cited.of(ClockStopOnClaim.CLAIMANT_OR_ARBITER, "9.5.1"))
                .agreementMinimum(Cited.of(AgreementMinimum.ONE_MOVE_EACH_AND_REGULATIONS, "5.2.3, 9.1.1")) // FIDE 2017 text of Art. 5-6; docs/editions.md
                .resignationDrawnIfOpponentCannotMate(Cited.of(false, "5.1.2")) // FIDE 2017 text of Art. 5-6: no exception
                .flagFallDraw(Cited.of(FlagFallDrawTest.ANY_POSSIBLE_SERIES_OF_LEGAL_MOVES, "6.9"))
                .bothFlags(Cited.of(BothFlagsScope.ONLY_UNDER_GUIDELINES_III, "III.3.1"))
                .defaultTime(Cited.of(new DefaultTime(Duration.ZERO, true, true), "6.7.1"))
                .quickplayFinish(Cited.of(new QuickplayFinish(true, true), "Guidelines III"))
                .arbiterPenalties(List.of( // docs/editions.md (12.9.1-9); order of the English 2017 text
                        Cited.of(ArbiterPenalty.WARNING, "12.9.1"),
                        Cited.of(ArbiterPenalty.INCREASE_OPPONENT_TIME, "12.9.2"),
                        Cited.of(ArbiterPenalty.REDUCE_OFFENDER_TIME, "12.9.3"),
                        Cited.of(ArbiterPenalty.INCREASE_OPPONENT_POINTS, "12.9.4"),
                        Cited.of(ArbiterPenalty.REDUCE_OFFENDER_POINTS, "12.9.5"),
                        Cited.of(ArbiterPenalty.LOSS_OF_THE_GAME, "12.9.6"),
                        Cited.of(ArbiterPenalty.FINE, "12.9.7"),
                        Cited.of(ArbiterPenalty.EXCLUSION_FROM_ROUNDS, "12.9.8"),
                        Cited.of(ArbiterPenalty.EXPULSION, "12.9.9")))
                .bothPlayersLoseWhenBothAtFault(Cited.of(true, "11.8"))
                .onlyNormalScores(Cited.of(true, "10.2"))
                .deviceRule(Cited.of(DeviceRule.LOSS_OPPONENT_WINS, "11.3.2.2"))
                .rightOfAppeal(Optional.of("11.10")); // "a player may appeal against any decision of the arbiter, even if the player has signed the scoresheet" (docs/appeals.md)
    }

    /**
     * The illegal-move rules of 2017 (with J18) and 2023: the second loses, a draw if the opponent cannot
     * mate, one counter for all kinds (see docs/editions.md); the rapid and blitz time differ.
     */
    private static IllegalMoves fide2017IllegalMoves(Cited<Optional<Duration>> rapid, Cited<Optional<Duration>> blitz) {
        return new IllegalMoves(
                Cited.of(2, "7.5.5"), // docs/editions.md ("7.5.3 (J18: 7.5.5)"), 45
                Cited.of(true, "7.5.5"), // docs/editions.md
                Map.of(IllegalMoveKind.ILLEGAL_MOVE, "7.5.1", // docs/editions.md
                        IllegalMoveKind.INCORRECT_PROMOTION, "7.5.1", // docs/editions.md (breaks Art. 3)
                        IllegalMoveKind.KING_CAPTURE, "7.5.1", // choice: not named in docs/editions.md; an illegal move
                        IllegalMoveKind.UNREPLACED_PAWN, "7.5.2", // docs/editions.md
                        IllegalMoveKind.TWO_HANDS, "7.5.3", // docs/editions.md (July 2017: 7.7.1; J18: 7.5.3)
                        IllegalMoveKind.CLOCK_WITHOUT_MOVE, "7.5.4"), // docs/editions.md (July 2017: 7.8.1; J18: 7.5.4)
                Map.of(Pace.STANDARD, Cited.of(Optional.of(Duration.ofMinutes(2)), "7.5.5"), // docs/editions.md
                        Pace.RAPID, rapid,
                        Pace.BLITZ, blitz));
    }

    public static final Ruleset FIDE_2017 = fide2017Numbering(Edition.FIDE_2017)
            .cite(Law.ARBITER_ACTS_ON_ILLEGAL_MOVES_IN_RAPID_AND_BLITZ, "A.4.2") // docs/editions.md (J18 A.4.2)
            .build();

    /** As 2017 with J18, but for 1 minute in rapid (A.3) and the resignation draw (5.1.2). */
    public static final Ruleset FIDE_2023 = fide2017Numbering(Edition.FIDE_2023)
            .cite(Law.ARBITER_ACTS_ON_ILLEGAL_MOVES_IN_RAPID_AND_BLITZ, "A.5.2") // docs/editions.md ("A.5.2 as J18")
            .illegalMoves(fide2017IllegalMoves(
                    Cited.of(Optional.of(Duration.ofMinutes(1)), "A.3"), // docs/editions.md
                    Cited.of(Optional.of(Duration.ofMinutes(1)), "B.3"))) // blitz only via B.3 (B.2 is silent): a choice, see docs/editions.md
            .incorrectClaim(new IncorrectClaim(
                    Map.of(Pace.STANDARD, Cited.of(Duration.ofMinutes(2), "9.5.3"), // docs/editions.md
                            Pace.RAPID, Cited.of(Duration.ofMinutes(1), "A.3"), // docs/editions.md
                            Pace.BLITZ, Cited.of(Duration.ofMinutes(1), "B.3")), // docs/editions.md ("(A.3)"), 23: via B.3; choice
                    Optional.empty()))
            .resignationDrawnIfOpponentCannotMate(Cited.of(true, "5.1.2"))
            .build();

    private final Edition edition;
    private final Map<Law, String> articles;
    private final IllegalMoves illegalMoves;
    private final IncorrectClaim incorrectClaim;
    private final Cited<ClaimRightLost> claimRightLost;
    private final Cited<BreachingMoveEnding> breachingMoveEnding;
    private final Cited<ClockStopOnClaim> clockStopOnClaim;
    private final Cited<AgreementMinimum> agreementMinimum;
    private final Cited<Boolean> resignationDrawnIfOpponentCannotMate;
    private final Cited<FlagFallDrawTest> flagFallDraw;
    private final Cited<BothFlagsScope> bothFlags;
    private final Cited<DefaultTime> defaultTime;
    private final Cited<QuickplayFinish> quickplayFinish;
    private final List<Cited<ArbiterPenalty>> arbiterPenalties;
    private final Cited<Boolean> bothPlayersLoseWhenBothAtFault;
    private final Cited<Boolean> onlyNormalScores;
    private final Cited<DeviceRule> deviceRule;
    private final Optional<String> rightOfAppeal;
    private final Map<Commentary, String> commentaries;

    private Ruleset(Builder b) {
        this.edition = b.edition;
        this.articles = new EnumMap<>(b.articles);
        Set<Law> absent = b.absent;
        this.illegalMoves = required(b.illegalMoves, "illegalMoves");
        this.incorrectClaim = required(b.incorrectClaim, "incorrectClaim");
        this.claimRightLost = required(b.claimRightLost, "claimRightLost");
        this.breachingMoveEnding = required(b.breachingMoveEnding, "breachingMoveEnding");
        this.clockStopOnClaim = required(b.clockStopOnClaim, "clockStopOnClaim");
        this.agreementMinimum = required(b.agreementMinimum, "agreementMinimum");
        this.resignationDrawnIfOpponentCannotMate =
                required(b.resignationDrawnIfOpponentCannotMate, "resignationDrawnIfOpponentCannotMate");
        this.flagFallDraw = required(b.flagFallDraw, "flagFallDraw");
        this.bothFlags = required(b.bothFlags, "bothFlags");
        this.defaultTime = required(b.defaultTime, "defaultTime");
        this.quickplayFinish = required(b.quickplayFinish, "quickplayFinish");
        this.arbiterPenalties = List.copyOf(required(b.arbiterPenalties, "arbiterPenalties"));
        this.bothPlayersLoseWhenBothAtFault = required(b.bothPlayersLoseWhenBothAtFault, "bothPlayersLoseWhenBothAtFault");
        this.onlyNormalScores = required(b.onlyNormalScores, "onlyNormalScores");
        this.deviceRule = required(b.deviceRule, "deviceRule");
        this.rightOfAppeal = required(b.rightOfAppeal, "rightOfAppeal");
        this.commentaries = b.commentaries.isEmpty() ? Map.of() : new EnumMap<>(b.commentaries);
        if (arbiterPenalties.stream().map(Cited::value).distinct().count() != arbiterPenalties.size()) {
            throw new IllegalStateException(edition + " lists a penalty twice");
        }
        for (Law law : Law.values()) {
            boolean cited = this.articles.containsKey(law);
            boolean missing = absent.contains(law);
            if (cited == missing) {
                throw new IllegalStateException(edition + (cited
                        ? " both cites and lacks " + law
                        : " neither cites " + law + " nor lists it as absent"));
            }
        }
    }

    private <T> T required(T setting, String name) {
        if (setting == null) {
            throw new IllegalStateException(edition + " lacks the setting " + name);
        }
        return setting;
    }

    /**
     * Collects an edition's articles and settings; each law is either cited once or declared absent,
     * and every setting must be given (a later call replaces an earlier one, so 2023 can start from the
     * 2017 settings).
     */
    private static final class Builder {
        private final Edition edition;
        private final Map<Law, String> articles = new EnumMap<>(Law.class);
        private final Set<Law> absent = EnumSet.noneOf(Law.class);
        private IllegalMoves illegalMoves;
        private IncorrectClaim incorrectClaim;
        private Cited<ClaimRightLost> claimRightLost;
        private Cited<BreachingMoveEnding> breachingMoveEnding;
        private Cited<ClockStopOnClaim> clockStopOnClaim;
        private Cited<AgreementMinimum> agreementMinimum;
        private Cited<Boolean> resignationDrawnIfOpponentCannotMate;
        private Cited<FlagFallDrawTest> flagFallDraw;
        private Cited<BothFlagsScope> bothFlags;
        private Cited<DefaultTime> defaultTime;
        private Cited<QuickplayFinish> quickplayFinish;
        private List<Cited<ArbiterPenalty>> arbiterPenalties;
        private Cited<Boolean> bothPlayersLoseWhenBothAtFault;
        private Cited<Boolean> onlyNormalScores;
        private Cited<DeviceRule> deviceRule;
        private Optional<String> rightOfAppeal;
        private final Map<Commentary, String> commentaries = new EnumMap<>(Commentary.class);

        Builder illegalMoves(IllegalMoves v) { illegalMoves = v; return this; }

        Builder incorrectClaim(IncorrectClaim v) { incorrectClaim = v; return this; }

        Builder claimRightLost(Cited<ClaimRightLost> v) { claimRightLost = v; return this; }

        Builder breachingMoveEnding(Cited<BreachingMoveEnding> v) { breachingMoveEnding = v; return this; }

        Builder clockStopOnClaim(Cited<ClockStopOnClaim> v) { clockStopOnClaim = v; return this; }

        Builder agreementMinimum(Cited<AgreementMinimum> v) { agreementMinimum = v; return this; }

        Builder resignationDrawnIfOpponentCannotMate(Cited<Boolean> v) { resignationDrawnIfOpponentCannotMate = v; return this; }

        Builder flagFallDraw(Cited<FlagFallDrawTest> v) { flagFallDraw = v; return this; }

        Builder bothFlags(Cited<BothFlagsScope> v) { bothFlags = v; return this; }

        Builder defaultTime(Cited<DefaultTime> v) { defaultTime = v; return this; }

        Builder quickplayFinish(Cited<QuickplayFinish> v) { quickplayFinish = v; return this; }

        Builder arbiterPenalties(List<Cited<ArbiterPenalty>> v) { arbiterPenalties = v; return this; }

        Builder bothPlayersLoseWhenBothAtFault(Cited<Boolean> v) { bothPlayersLoseWhenBothAtFault = v; return this; }

        Builder onlyNormalScores(Cited<Boolean> v) { onlyNormalScores = v; return this; }

        Builder deviceRule(Cited<DeviceRule> v) { deviceRule = v; return this; }

        Builder rightOfAppeal(Optional<String> article) { rightOfAppeal = article; return this; }

        Builder commentary(Commentary point, String source) { commentaries.put(point, source); return this; }

        Builder(Edition edition) {
            this.edition = edition;
        }

        Builder cite(Law law, String article) {
            if (article == null || article.isBlank()) {
                throw new IllegalStateException(edition + " cites " + law + " without an article");
            }
            if (articles.put(law, article) != null) {
                throw new IllegalStateException(edition + " cites " + law + " twice");
            }
            return this;
        }

        Builder absent(Law law) {
            absent.add(law);
            return this;
        }

        Ruleset build() {
            return new Ruleset(this);
        }
    }

    public static Ruleset of(Edition edition) {
        return switch (edition) {
            case FIDE_2005 -> FIDE_2005;
            case RF_2013 -> RF_2013;
            case FIDE_2017 -> FIDE_2017;
            case FIDE_2023 -> FIDE_2023;
        };
    }

    public Edition edition() {
        return edition;
    }

    /** Whether this edition has the rule at all (e.g. automatic fivefold repetition: not in FIDE 2005). */
    public boolean provides(Law law) {
        return articles.containsKey(law);
    }

    /** The article that states {@code law} in this edition's numbering, or empty if the edition lacks the rule. */
    public Optional<String> articleIfAny(Law law) {
        return Optional.ofNullable(articles.get(law));
    }

    /**
     * The article that states {@code law} in this edition's numbering.
     *
     * @throws IllegalArgumentException if this edition does not have the rule (see {@link #provides(Law)})
     */
    public String article(Law law) {
        String article = articles.get(law);
        if (article == null) {
            throw new IllegalArgumentException(edition + " has no rule " + law);
        }
        return article;
    }

    /** Illegal moves: which loses, the draw exception, the kinds counted, the time added per pace (2005 7.4; RF 7.4; 2017/2023 7.5). */
    public IllegalMoves illegalMoves() {
        return illegalMoves;
    }

    /** The cost of an incorrect 9.2/9.3 claim (2005 9.5b; RF 9.5.2; 2017/2023 9.5.3); see {@link ClaimPenalty#apply}. */
    public IncorrectClaim incorrectClaim() {
        return incorrectClaim;
    }

    /** When the right to claim under 9.2/9.3 on this move is lost (Article 9.4). */
    public Cited<ClaimRightLost> claimRightLost() {
        return claimRightLost;
    }

    /**
     * Whether a checkmate, stalemate or dead position brought about by a move that broke touch-move ends
     * the game at once or waits for the opponent's claim (2005 5.1a, 5.2a-b; RF 5.1.1, 5.2.1; 2017/2023
     * 5.1.1, 5.2.1, 5.2.2).
     */
    public Cited<BreachingMoveEnding> breachingMoveEnding() {
        return breachingMoveEnding;
    }

    /** Who stops the clocks on a 9.2/9.3 claim (2005/RF 9.5; 2017/2023 9.5.1). */
    public Cited<ClockStopOnClaim> clockStopOnClaim() {
        return clockStopOnClaim;
    }

    /** What must happen before a draw may be agreed (2005 5.2c; RF 9.1.1; 2017/2023 5.2.3 and 9.1.1). */
    public Cited<AgreementMinimum> agreementMinimum() {
        return agreementMinimum;
    }

    /** Whether a resignation is a draw when the opponent cannot checkmate by any legal series (2023 5.1.2 only). */
    public Cited<Boolean> resignationDrawnIfOpponentCannotMate() {
        return resignationDrawnIfOpponentCannotMate;
    }

    /** The article that makes a flag fall a draw when the opponent cannot mate, and its test (2005 6.10; RF/2017/2023 6.9). */
    public Cited<FlagFallDrawTest> flagFallDraw() {
        return flagFallDraw;
    }

    /** Where the both-flags rule lives (2005 6.12; RF 6.11.1; 2017/2023 Guidelines III.3.1 only). */
    public Cited<BothFlagsScope> bothFlags() {
        return bothFlags;
    }

    /** Late arrival (2005 6.7; RF 6.6a of its 2009 base; 2017/2023 6.7.1). */
    public Cited<DefaultTime> defaultTime() {
        return defaultTime;
    }

    /** The quickplay-finish claim (2005 10.2; RF 10.2 and 11; 2017/2023 Guidelines III, opt-in). */
    public Cited<QuickplayFinish> quickplayFinish() {
        return quickplayFinish;
    }

    /** The arbiter's penalty options in the edition's order, each with its article (2005 13.4a-g; RF 14.4.1-7; 2017/2023 12.9.1-9). */
    public List<Cited<ArbiterPenalty>> arbiterPenalties() {
        return arbiterPenalties;
    }

    /** The article of {@code penalty} if the edition's arbiter may impose it. */
    public Optional<String> arbiterPenaltyArticle(ArbiterPenalty penalty) {
        Objects.requireNonNull(penalty, "penalty");
        return arbiterPenalties.stream().filter(c -> c.value() == penalty).map(Cited::article).findFirst();
    }

    /** Whether a game may be declared lost by both players (0-0) when both are at fault (2005 12.9; RF 13.8; 2017/2023 11.8). */
    public Cited<Boolean> bothPlayersLoseWhenBothAtFault() {
        return bothPlayersLoseWhenBothAtFault;
    }

    /** What an electronic device costs (2005 12.2b; RF 2013 13.3.2; 2017/2023 11.3.2.2). */
    public Cited<DeviceRule> deviceRule() {
        return deviceRule;
    }

    /**
     * The article that gives a player the right to appeal against any decision of the arbiter, even
     * after signing the scoresheet, unless the regulations of the event say otherwise (2017/2023
     * 11.10); empty where the edition has no such article (FIDE 2005, RF 2013). An appeal's record
     * keeps it; the deadline is C.11's or the regulations' ({@link AppealDeadline}).
     */
    public Optional<String> rightOfAppeal() {
        return rightOfAppeal;
    }

    /**
     * The commentary this edition's text is applied with on {@code point}, as its source is cited (e.g.
     * "RCF commentary to 7.4a"); empty where the text alone applies.
     */
    public Optional<String> commentary(Commentary point) {
        return Optional.ofNullable(commentaries.get(point));
    }

    /**
     * Whether only the normal scores (1, ½, 0 and their sums within the maximum) may be given, so that
     * e.g. ¾-¼ is excluded (2017/2023 10.2; not in 2005 11.1 or RF 12.1).
     */
    public Cited<Boolean> onlyNormalScores() {
        return onlyNormalScores;
    }
}
