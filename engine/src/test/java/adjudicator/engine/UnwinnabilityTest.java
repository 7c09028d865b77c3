package adjudicator.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The classic cases of "cannot checkmate by any series of legal moves" (2005 6.10, 5.2b; 2017 6.9,
 * 5.2.2), worked out by hand. Every winnable verdict must come with a helpmate that really is one.
 */
class UnwinnabilityTest {

    private static Unwinnability.Verdict analyse(String fen, Color side) {
        Position p = Position.fromFen(fen);
        Unwinnability.Verdict v = Unwinnability.analyse(p, side);
        if (v instanceof Unwinnability.Winnable w) {
            assertHelpmate(p, side, w.helpmate());
        }
        return v;
    }

    /** The line is legal move by move and ends with {@code side} having checkmated. */
    static void assertHelpmate(Position start, Color side, List<Move> line) {
        Position p = start;
        for (Move m : line) {
            assertThat(p.isLegal(m)).as("%s legal in %s", m, p.fen()).isTrue();
            p = p.play(m);
        }
        assertThat(p.status()).as("end of the helpmate %s", p.fen()).isEqualTo(Status.CHECKMATE);
        assertThat(p.sideToMove()).isEqualTo(side.opposite());
    }

    private static void assertUnwinnable(String fen, Color side) {
        assertThat(analyse(fen, side).unwinnable()).as("%s cannot mate in %s", side, fen).isTrue();
    }

    private static void assertWinnable(String fen, Color side) {
        assertThat(analyse(fen, side)).as("%s can mate in %s", side, fen).isInstanceOf(Unwinnability.Winnable.class);
    }

    @Test
    void article6_9_aLoneKingCannotMate() {
        assertUnwinnable("8/8/4k3/8/8/3QK3/8/8 w - - 0 1", Color.BLACK);
        assertWinnable("8/8/4k3/8/8/3QK3/8/8 w - - 0 1", Color.WHITE);
    }

    @Test
    void article6_9_kingAndKnightAgainstALoneKingCannotMate() {
        assertUnwinnable("8/8/4k3/8/8/3NK3/8/8 b - - 0 1", Color.WHITE);
        assertThat(Unwinnability.isDead(Position.fromFen("8/8/4k3/8/8/3NK3/8/8 b - - 0 1"))).isTrue();
    }

    @Test
    void article6_9_twoKnightsCanMateWithTheLonersHelp() {
        assertWinnable("8/8/4k3/8/8/2NNK3/8/8 b - - 0 1", Color.WHITE);
        assertThat(Unwinnability.isDead(Position.fromFen("8/8/4k3/8/8/2NNK3/8/8 b - - 0 1"))).isFalse();
    }

    @Test
    void article5_2b_bishopsAllOnOneColourAgainstBishopsOfThatColourIsDead() {
        // white bishops on light squares (f1, d3) against a black bishop on a light square (e6)
        String fen = "8/8/4bk2/8/8/3B4/8/4KB2 w - - 0 1";
        assertUnwinnable(fen, Color.WHITE);
        assertUnwinnable(fen, Color.BLACK);
        assertThat(Unwinnability.isDead(Position.fromFen(fen))).isTrue();
    }

    @Test
    void article6_9_bishopAgainstABishopOfTheOtherColourCanMate() {
        // light-squared f1 bishop against a dark-squared bishop on c7: a blocker the bishop cannot attack
        assertWinnable("8/2b5/4k3/8/8/8/8/4KB2 w - - 0 1", Color.WHITE);
    }

    @Test
    void article6_9_kingAndBishopAgainstKingAndPawnCanMateOnceThePawnBlocks() {
        // the pawn's promotion piece becomes the blocker that a lone bishop needs
        assertWinnable("8/8/8/8/8/2k5/p7/K4b2 b - - 0 1", Color.BLACK);
        assertWinnable("7k/7p/8/8/8/8/8/K5B1 w - - 0 1", Color.WHITE);
    }

    @Test
    void article6_9_kingAndKnightAgainstKingAndQueenCannotMate() {
        assertUnwinnable("8/8/4k3/8/8/4K3/3N4/q7 w - - 0 1", Color.WHITE);
        assertWinnable("8/8/4k3/8/8/4K3/3N4/q7 w - - 0 1", Color.BLACK);
    }

    @Test
    void article6_9_kingAndKnightAgainstKingAndRookCanMate() {
        // the rook blocks the king's flight in the corner
        assertWinnable("8/8/4k3/8/8/4K3/3N4/r7 w - - 0 1", Color.WHITE);
    }

    @Test
    void article5_2b_aLockedPawnWallWithKingsOnlyIsDead() {
        String fen = "8/4k3/8/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1";
        assertUnwinnable(fen, Color.WHITE);
        assertUnwinnable(fen, Color.BLACK);
        assertThat(Unwinnability.isDead(Position.fromFen(fen))).isTrue();
    }

    @Test
    void article5_2b_aWallWithAGapIsNotDead() {
        // the e-file is open: the kings can pass, capture pawns and promote
        String fen = "8/4k3/8/p1p3p1/P1P3P1/8/3K4/8 w - - 0 1";
        assertWinnable(fen, Color.WHITE);
        assertWinnable(fen, Color.BLACK);
    }

    /**
     * White's king can only shuttle between h3 and h4 (g4, g5 and h2 are guarded by pawns that never
     * move); Black has a dark-squared bishop and a free king. Black's king could take g2 only with White's
     * king on h4, which stalemates White, so the g-pawns stay locked; and a mate on h4 needs h3 covered
     * by Black's king, which could only arrive next to h3 by the mating move itself, and no check can be
     * discovered that way. Neither side can ever mate, which the plain reachability argument alone does
     * not see (for it, Black's king takes g2 and the g3-pawn promotes).
     */
    @Test
    void article5_2b_aKingShuttlingBehindLockedPawnsWhoseCaptureOnlyStalematesIsDead() {
        String fen = "7k/8/7p/5p1P/5p2/5PpK/6P1/2b5 w - - 0 1";
        Board board = Position.fromFen(fen).board();
        for (int side = 0; side < 2; side++) {
            assertThat(Unwinnability.unwinnableByReachability(Reachability.of(board), board, side)).isFalse();
        }
        assertUnwinnable(fen, Color.WHITE);
        assertUnwinnable(fen, Color.BLACK);
        assertThat(Unwinnability.isDead(Position.fromFen(fen))).isTrue();
        assertThat(Unwinnability.quickDead(Position.fromFen(fen))).isTrue();
    }

    @Test
    void article6_9_theShuttlingKingCanBeMatedOnceItsSideHasATempoMoveOrAnEscape() {
        // a free a-pawn gives White tempo moves: Black's king waits on h2 and the bishop mates on h4
        assertWinnable("7k/8/7p/5p1P/5p2/5PpK/P5P1/2b5 w - - 0 1", Color.BLACK);
        // without the h6-pawn White's king escapes by g5
        assertWinnable("7k/8/8/5p1P/5p2/5PpK/6P1/2b5 w - - 0 1", Color.BLACK);
        assertWinnable("7k/8/8/5p1P/5p2/5PpK/6P1/2b5 w - - 0 1", Color.WHITE);
        // a locked pawn pair elsewhere: Black's king takes a6 without stalemating, and a7 promotes
        assertWinnable("7k/p7/P6p/5p1P/5p2/5PpK/6P1/2b5 w - - 0 1", Color.BLACK);
    }

    /**
     * White's king is walled in on h1 and every white pawn is blocked by a black pawn on its file, with
     * twelve pawn moves of tempo in all. White can still mate: Black's king takes a pawn, the freed black
     * pawn promotes, the new piece is given to a white pawn (on f3, it frees White's king too), and a
     * white pawn promotes. Before the unlocking search this was undetermined after 1.9 million nodes.
     */
    @Test
    void article6_9_aBlockedPawnEndingIsWonOnceTheLoserTakesPromotesAndGivesAway() {
        String fen = "8/p1p1p3/3k4/8/8/6p1/P1P1P1Pp/7K w - - 0 1";
        assertThat(Unwinnability.pawnsAllBlocked(Position.fromFen(fen).board(), Board.WHITE)).isTrue();
        assertWinnable(fen, Color.WHITE);
        assertWinnable(fen, Color.BLACK);
    }

    @Test
    void pawnsAllBlockedMeansAPawnOfTheLoserAheadOfEveryPawnOfTheWinnerOnItsFile() {
        // the bitboard fill against the definition, pawn by pawn, over the positions of random games
        int blocked = 0;
        int free = 0;
        for (Position p : PropertyTest.positions(1201, 10)) {
            Board b = p.board();
            for (int winner = 0; winner < 2; winner++) {
                boolean expected = true;
                long loserPawns = b.pieces[Board.P] & b.colors[winner ^ 1];
                int step = winner == Board.WHITE ? 8 : -8;
                for (long bb = b.pieces[Board.P] & b.colors[winner]; bb != 0; bb &= bb - 1) {
                    boolean ahead = false;
                    for (int sq = Long.numberOfTrailingZeros(bb) + step; sq >= 0 && sq < 64; sq += step) {
                        ahead |= (loserPawns & (1L << sq)) != 0;
                    }
                    expected &= ahead;
                }
                assertThat(Unwinnability.pawnsAllBlocked(b, winner)).as("%s for %d", p.fen(), winner)
                        .isEqualTo(expected);
                if (expected) {
                    blocked++;
                } else {
                    free++;
                }
            }
        }
        assertThat(blocked).isGreaterThan(100);
        assertThat(free).isGreaterThan(100);
    }

    @Test
    void article6_9_aForcedRecaptureThatLeavesBareKingsIsDead() {
        // the unprotected queen checks from b2 and covers a2 and b1: Kxb2 is White's only move
        String fen = "8/8/8/8/8/8/1q6/K6k w - - 0 1";
        assertThat(Position.fromFen(fen).legalMoves()).containsExactly(TestSupport.uci("a1b2"));
        assertThat(Unwinnability.analyse(Position.fromFen(fen), Color.BLACK))
                .isIn(new Unwinnability.Unwinnable(Unwinnability.Proof.EXHAUSTIVE_SEARCH),
                        new Unwinnability.Unwinnable(Unwinnability.Proof.REACHABILITY));
        assertThat(Unwinnability.isDead(Position.fromFen(fen))).isTrue();
    }

    @Test
    void article6_9_aQueenThatIsProtectedIsNotForcedOff() {
        // the same with the black king on c3: the queen is protected and it is mate already
        String fen = "8/8/8/8/8/2k5/1q6/K7 w - - 0 1";
        assertThat(Unwinnability.analyse(Position.fromFen(fen), Color.BLACK)).isEqualTo(new Unwinnability.Winnable(List.of()));
    }

    @Test
    void article5_1_aPositionAlreadyCheckmatedIsWonWithAnEmptyHelpmate() {
        Position mated = Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertThat(Unwinnability.analyse(mated, Color.BLACK)).isEqualTo(new Unwinnability.Winnable(List.of()));
        assertThat(Unwinnability.analyse(mated, Color.WHITE))
                .isEqualTo(new Unwinnability.Unwinnable(Unwinnability.Proof.GAME_OVER));
    }

    @Test
    void article5_2a_stalemateLeavesNoMateForEitherSide() {
        Position stalemate = Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertThat(Unwinnability.isDead(stalemate)).isTrue();
    }

    @Test
    void article6_9_kingAndBishopAgainstKingAndKnightCanMate() {
        // e.g. Black's king on h8 with its knight on g8, White's king on g6 and the bishop mating from g7
        // (the knight could interpose on f6 against a check from farther away): a long cooperative walk
        // that the deepening search meets only with a second iteration budget
        assertWinnable("3kn3/8/8/8/8/3KB3/8/8 b - - 0 1", Color.WHITE);
        assertWinnable("8/2k5/8/4K3/1n6/8/8/B7 w - - 0 1", Color.WHITE);
    }

    /**
     * Random legal placements of the given men (upper case White's, lower case Black's; pawns off the
     * first and last ranks), either side to move, seeded.
     */
    static List<Position> randomPlacements(long seed, String men, int count) {
        Random random = new Random(seed);
        List<Position> out = new ArrayList<>();
        while (out.size() < count) {
            char[] board = new char[64];
            Arrays.fill(board, '.');
            for (char man : men.toCharArray()) {
                int square;
                do {
                    square = random.nextInt(64);
                } while (board[square] != '.' || (Character.toLowerCase(man) == 'p' && (square < 8 || square >= 56)));
                board[square] = man;
            }
            String fen = TestSupport.fen(board) + (random.nextBoolean() ? " w" : " b") + " - - 0 1";
            try {
                out.add(Position.fromFen(fen));
            } catch (RuntimeException illegal) {
                // kings in contact or the side not to move in check: draw again
            }
        }
        return out;
    }

    @Test
    void article6_9_theMinorPieceEndingsOfTimeoutsAreAllDecided() {
        // endings a flag often falls in: a lone minor piece against a minor piece or pawns, where the mate
        // needs the loser's men as blockers (a knight beside its king in the corner, a pawn promoted to
        // one); every one decided, every helpmate a real one
        String[] materials = {"KBkn", "KNkb", "KBkp", "KNkp", "KBknp", "KBkpp"};
        int seed = 1;
        for (String men : materials) {
            for (Position p : randomPlacements(seed++, men, 12)) {
                Unwinnability.Verdict v = Unwinnability.analyse(p, Color.WHITE);
                assertThat(v).as("%s for White", p.fen()).isNotInstanceOf(Unwinnability.Undetermined.class);
                if (v instanceof Unwinnability.Winnable w) {
                    assertHelpmate(p, Color.WHITE, w.helpmate());
                }
            }
        }
    }

    @Test
    void anAnalysisGivesTheSameVerdictWhateverWasAnalysedBefore() {
        // the search tables are reused from one analysis to the next: a reused one must behave exactly as
        // a new one, so the same positions analysed in the opposite order give the same verdicts, down to
        // the helpmate (the first of each list is analysed after a dozen others in the second pass)
        List<Position> positions = new ArrayList<>(randomPlacements(99, "KBkn", 6));
        positions.addAll(randomPlacements(98, "KNkp", 6));
        positions.add(Position.fromFen(Position.INITIAL_FEN));
        positions.add(Position.fromFen("8/2k5/8/4K3/1n6/8/8/B7 w - - 0 1"));
        List<Unwinnability.Verdict> forward = new ArrayList<>();
        for (Position p : positions) {
            forward.add(Unwinnability.analyseAfresh(p, Color.WHITE));
        }
        for (int i = positions.size() - 1; i >= 0; i--) {
            assertThat(Unwinnability.analyseAfresh(positions.get(i), Color.WHITE)).as(positions.get(i).fen())
                    .isEqualTo(forward.get(i));
        }
    }

    @Test
    void theOpeningPositionIsWinnableForBoth() {
        assertWinnable(Position.INITIAL_FEN, Color.WHITE);
        assertWinnable(Position.INITIAL_FEN, Color.BLACK);
    }

    @Test
    void aQuestionAskedAgainIsAnsweredWithTheVerdictAlreadyGiven_whateverTheCounters() {
        // a replay asks about the positions its game was decided on: the verdict given is kept, by
        // position, side and budget; the halfmove clock and the move number do not enter the analysis
        Position asked = Position.fromFen("8/2k5/8/4K3/1n6/8/8/B7 w - - 0 1");
        Unwinnability.Verdict first = Unwinnability.analyse(asked, Color.WHITE);
        assertThat(Unwinnability.analyse(Position.fromFen("8/2k5/8/4K3/1n6/8/8/B7 w - - 0 1"), Color.WHITE))
                .isSameAs(first);
        assertThat(Unwinnability.analyse(Position.fromFen("8/2k5/8/4K3/1n6/8/8/B7 w - - 37 90"), Color.WHITE))
                .isSameAs(first);
        assertThat(Unwinnability.analyseAfresh(asked, Color.WHITE)).isNotSameAs(first).isEqualTo(first);
        // another side, another budget, another side to move: another question
        assertThat(Unwinnability.analyse(asked, Color.BLACK)).isNotSameAs(first);
        assertThat(Unwinnability.analyse(asked, Color.WHITE, 1_000)).isNotSameAs(first);
        Position blackToMove = Position.fromFen("8/2k5/8/4K3/1n6/8/8/B7 b - - 0 1");
        assertThat(Unwinnability.analyse(blackToMove, Color.WHITE)).isNotSameAs(first);
    }
}
