package adjudicator.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The standard perft suite (chessprogramming.org "Perft Results"). Note: Kiwipete and position 6 are
 * the published FENs (white knight on e5 / black bishop on g4) that the published counts belong to.
 */
class PerftTest {

    static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    static final String POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    static final String POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    static final String POSITION_4_MIRRORED = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
    static final String POSITION_5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    static final String POSITION_6 =
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

    static final String[] SUITE = {INITIAL, KIWIPETE, POSITION_3, POSITION_4, POSITION_4_MIRRORED, POSITION_5,
        POSITION_6};

    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @CsvSource(delimiter = ';', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 1; 20",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 2; 400",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 3; 8902",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 4; 197281",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 5; 4865609",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 1; 48",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 2; 2039",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 3; 97862",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1; 4; 4085603",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 1; 14",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 2; 191",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 3; 2812",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 4; 43238",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1; 5; 674624",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 1; 6",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 2; 264",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 3; 9467",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1; 4; 422333",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1; 1; 6",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1; 2; 264",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1; 3; 9467",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1; 4; 422333",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 1; 44",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 2; 1486",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8; 3; 62379",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 1; 46",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 2; 2079",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10; 3; 89890",
    })
    void standardSuite(String fen, int depth, long expected) {
        assertThat(Perft.perft(Position.fromFen(fen), depth)).isEqualTo(expected);
    }

    @Test
    void depthZeroIsOneNode() {
        assertThat(Perft.perft(Position.initial(), 0)).isEqualTo(1);
    }

    @Test
    void divideSumsToPerftAndIsKeyedByUci() {
        Position p = Position.fromFen(KIWIPETE);
        Map<String, Long> divide = Perft.divide(p, 3);
        assertThat(divide).hasSize(48).containsEntry("e1g1", 2059L).containsEntry("e1c1", 1887L);
        assertThat(divide.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(97862L);
    }

    @Test
    void perftFullMakesEveryLeafAndAgreesWithBulkCounting() {
        for (String fen : SUITE) {
            Position p = Position.fromFen(fen);
            for (int depth = 0; depth <= 3; depth++) {
                assertThat(Perft.perftFull(p, depth)).as("%s depth %d", fen, depth).isEqualTo(Perft.perft(p, depth));
            }
        }
        assertThat(Perft.perftFull(Position.fromFen(KIWIPETE), 4)).isEqualTo(4085603L);
        // the board is copied: the position itself is untouched
        Position p = Position.fromFen(KIWIPETE);
        Perft.perftFull(p, 2);
        assertThat(p.fen()).isEqualTo(KIWIPETE);
    }

    @Test
    void perftWithoutBulkCountingAgreesViaPositionPlay() {
        // slow path through the immutable API must agree with the make/unmake core
        Position p = Position.fromFen(POSITION_4);
        long n = 0;
        for (Move a : p.legalMoves()) {
            Position pa = p.play(a);
            for (Move b : pa.legalMoves()) {
                n += pa.play(b).legalMoves().size();
            }
        }
        assertThat(n).isEqualTo(9467L);
    }

    /** The position with the board turned round and the colours swapped (FEN text transformation). */
    static String mirror(String fen) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder placement = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            placement.append(swapCase(ranks[i]));
            if (i > 0) {
                placement.append('/');
            }
        }
        String side = f[1].equals("w") ? "b" : "w";
        String castling = f[2].equals("-") ? "-" : sortCastling(swapCase(f[2]));
        String ep = f[3].equals("-") ? "-" : "" + f[3].charAt(0) + (char) ('1' + '8' - f[3].charAt(1));
        return placement + " " + side + " " + castling + " " + ep + " " + f[4] + " " + f[5];
    }

    private static String swapCase(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return b.toString();
    }

    private static String sortCastling(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : "KQkq".toCharArray()) {
            if (s.indexOf(c) >= 0) {
                b.append(c);
            }
        }
        return b.toString();
    }

    @Test
    void mirroringTheSuitePositionsGivesTheSameCounts() {
        // an invariant, not a published figure: colours swapped and the board turned round, every
        // legal move has its mirror image, so the trees have equal size
        assertThat(mirror(POSITION_4)).isEqualTo(POSITION_4_MIRRORED);
        for (String fen : SUITE) {
            Position p = Position.fromFen(fen);
            Position m = Position.fromFen(mirror(fen));
            assertThat(Perft.perft(m, 3)).as(fen).isEqualTo(Perft.perft(p, 3));
        }
    }

    @Test
    void perftInvariantsHoldOnRandomPositions() {
        // along seeded random games: perft(2) is the sum over the moves of the replies, the mirror
        // image has the same counts, and a position read back from its FEN has the same counts
        java.util.Random random = new java.util.Random(20261129);
        int checked = 0;
        for (int game = 0; game < 40; game++) {
            Position p = Position.initial();
            for (int ply = 0; ply < 80 && p.status() == Status.ONGOING; ply++) {
                if (ply % 7 == 3) {
                    long replies = 0;
                    for (Move m : p.legalMoves()) {
                        replies += p.play(m).legalMoves().size();
                    }
                    assertThat(Perft.perft(p, 2)).as(p.fen()).isEqualTo(replies);
                    assertThat(Perft.perft(Position.fromFen(mirror(p.fen())), 2)).as(p.fen()).isEqualTo(replies);
                    assertThat(Perft.perft(Position.fromFen(p.fen()), 2)).isEqualTo(replies);
                    checked++;
                }
                List<Move> moves = p.legalMoves();
                p = p.play(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(checked).isGreaterThan(300);
    }
}
