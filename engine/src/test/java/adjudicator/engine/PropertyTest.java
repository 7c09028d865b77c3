package adjudicator.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Round trips over every legal move of a few thousand positions reached by random play (seeded, so
 * reproducible) from the initial position and from positions with promotions, en passant and castling.
 */
class PropertyTest {

    static final String[] TRICKY = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", // castling, pins
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", // en passant with the king on the rank
        "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1", // en passant that would expose the king
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", // en passant available
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", // promotions and castling
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", // promotions with capture, both sides
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", // all four castlings
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", // disambiguation
    };

    /** Positions: random games of up to 80 plies, {@code games} from the start and as many from each tricky FEN. */
    static List<Position> positions(long seed, int games) {
        Random rnd = new Random(seed);
        List<Position> out = new ArrayList<>();
        List<Position> starts = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            starts.add(Position.initial());
        }
        for (String fen : TRICKY) {
            for (int i = 0; i < games; i++) {
                starts.add(Position.fromFen(fen));
            }
        }
        for (Position p : starts) {
            for (int ply = 0; ply < 80 && p.status() == Status.ONGOING; ply++) {
                out.add(p);
                List<Move> legal = p.legalMoves();
                // prefer captures and promotions a little, to reach endgames with promotions sooner
                Move m = legal.get(rnd.nextInt(legal.size()));
                for (int k = 0; k < 2 && p.pieceAt(m.to()) == null && m.promotion() == null; k++) {
                    m = legal.get(rnd.nextInt(legal.size()));
                }
                p = p.play(m);
            }
            out.add(p);
        }
        return out;
    }

    @Test
    void sanUciAndFenRoundTripsOverRandomPositions() {
        List<Position> positions = positions(7, 10);
        int moves = 0;
        int promotions = 0;
        int enPassant = 0;
        int castlings = 0;
        for (Position p : positions) {
            assertThat(Position.fromFen(p.fen()).fen()).isEqualTo(p.fen());
            assertThat(Position.fromFen(p.fen())).isEqualTo(p);
            Set<String> english = new HashSet<>();
            Set<String> russian = new HashSet<>();
            for (Move m : p.legalMoves()) {
                String en = San.toSan(p, m, SanLanguage.ENGLISH);
                String ru = San.toSan(p, m, SanLanguage.RUSSIAN);
                // plain comparisons first: AssertJ per move would dominate the run time
                if (!m.equals(San.parseSan(p, en)) || !m.equals(San.parseSan(p, ru))
                        || !m.equals(Move.parseUci(m.uci())) || !english.add(en) || !russian.add(ru)
                        || !p.play(m).equals(San.playSan(p, ru, 0, ru.length()).after())) {
                    assertThat(San.parseSan(p, en)).as("%s in %s", en, p.fen()).isEqualTo(m);
                    assertThat(San.parseSan(p, ru)).as("%s in %s", ru, p.fen()).isEqualTo(m);
                    assertThat(Move.parseUci(m.uci())).isEqualTo(m);
                    assertThat(San.playSan(p, ru, 0, ru.length()).after()).isEqualTo(p.play(m));
                    fail("SAN %s / %s written for two moves in %s", en, ru, p.fen());
                }
                moves++;
                promotions += m.promotion() != null ? 1 : 0;
                enPassant += en.startsWith("O-O") ? 0 : isEnPassant(p, m) ? 1 : 0;
                castlings += en.startsWith("O-O") ? 1 : 0;
            }
        }
        assertThat(positions.size()).isGreaterThan(5000);
        assertThat(moves).isGreaterThan(40_000);
        // the positions really contain the tricky cases
        assertThat(promotions).isGreaterThan(100);
        assertThat(enPassant).isGreaterThan(10);
        assertThat(castlings).isGreaterThan(100);
    }

    private static boolean isEnPassant(Position p, Move m) {
        return p.pieceAt(m.from()).type() == PieceType.PAWN && m.to() == p.enPassantSquare();
    }

    /**
     * The fast SAN path (moves of one type to one square, from the attack tables) finds exactly the legal
     * moves the full generator finds, for every type, square and promotion, also in odd positions left by
     * illegal physical moves (a king in check on the wrong side, a missing king).
     */
    @Test
    void fastSanLookupFindsExactlyTheGeneratedMoves() {
        List<Position> positions = new ArrayList<>(positions(11, 3));
        Random rnd = new Random(3);
        List<Position> odd = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            Position p = positions.get(rnd.nextInt(positions.size()));
            for (int k = 0; k < 3; k++) {
                int from = rnd.nextInt(64);
                int to = rnd.nextInt(64);
                if (p.pieceAt(from) != null && from != to) {
                    p = p.playPhysical(new Move(from, to));
                }
            }
            odd.add(p);
        }
        positions.addAll(odd);
        int[] out = new int[16];
        long found = 0;
        for (Position p : positions) {
            Board b = p.board();
            for (int type = 0; type < 6; type++) {
                for (int to = 0; to < 64; to++) {
                    for (int promo = 0; promo <= (type == Board.P ? 4 : 0); promo = promo == 0 ? 1 : promo + 1) {
                        for (boolean straight : type == Board.P ? new boolean[] {false, true} : new boolean[] {false}) {
                            int n = b.sanMoves(type, to, -1, -1, straight, promo, out);
                            Set<Move> fast = new HashSet<>();
                            for (int i = 0; i < n; i++) {
                                fast.add(Position.toMove(out[i]));
                            }
                            Set<Move> slow = new HashSet<>();
                            for (Move m : p.legalMoves()) {
                                int pt = p.pieceAt(m.from()).type().ordinal();
                                boolean castle = pt == Board.K && Math.abs((m.to() & 7) - (m.from() & 7)) == 2;
                                if (pt == type && m.to() == to && !castle
                                        && (m.promotion() == null ? 0 : m.promotion().ordinal()) == promo
                                        && (!straight || (m.from() & 7) == (to & 7))) {
                                    slow.add(m);
                                }
                            }
                            if (!fast.equals(slow)) {
                                assertThat(fast).as("type %d to %d promo %d in %s", type, to, promo, p.fen())
                                        .isEqualTo(slow);
                            }
                            found += n;
                        }
                    }
                }
            }
        }
        assertThat(found).isGreaterThan(30_000);
    }

    @Test
    void hasLegalMoveAgreesWithTheListOfLegalMoves() {
        List<Position> all = new ArrayList<>(positions(11, 20));
        for (String fen : new String[] {
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", // stalemate
            "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", // back-rank mate
            "k7/P7/1K6/8/8/8/8/7r b - - 0 1", // the king has no move, the rook has
            "4k3/4P3/4K3/8/8/8/8/8 b - - 0 1", // stalemate by a pawn and king
            "3rk3/8/8/8/8/8/3PPP2/3QKQ2 w - - 0 1", // only pawn moves
        }) {
            all.add(Position.fromFen(fen));
        }
        int[] list = new int[256];
        int[] scratch = new int[256];
        int without = 0;
        for (Position p : all) {
            Board b = p.board().copy();
            boolean expected = b.generate(list) > 0;
            assertThat(b.hasLegalMove(scratch)).as(p.fen()).isEqualTo(expected);
            if (!expected) {
                without++;
            }
        }
        assertThat(without).isGreaterThanOrEqualTo(3);
    }

    @Test
    void theMoveBoundCoversThePositionAndEveryPositionAfterIt() {
        List<Position> all = new ArrayList<>(positions(12, 20));
        all.add(Position.fromFen("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1")); // 218 moves
        all.add(Position.fromRecordedFen("QQQQQQQQ/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/Q5RB/KQQQQQBk w - - 0 1")); // 270
        int tightest = Integer.MAX_VALUE;
        for (Position p : all) {
            Board b = p.board();
            int bound = b.moveBound();
            int n = p.legalMoves().size();
            assertThat(n).as(p.fen()).isLessThanOrEqualTo(bound);
            tightest = Math.min(tightest, bound - n);
            for (Move m : p.legalMoves()) {
                assertThat(p.play(m).board().moveBound()).as(p.fen() + " " + m).isLessThanOrEqualTo(bound);
            }
        }
        assertThat(Position.fromFen("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1").board().moveBound())
                .as("16 men a side").isLessThanOrEqualTo(415);
        assertThat(tightest).as("the bound is not slack everywhere").isLessThan(100);
    }

    @Test
    void aRecordedPositionWithMoreMenThanAGameHasIsAnalysedWithoutOverflow() {
        // 270 legal moves: more than the move lists had room for before they were sized by the bound
        Position p = Position.fromRecordedFen("QQQQQQQQ/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/Q5RB/KQQQQQBk w - - 0 1");
        assertThat(p.legalMoves()).hasSize(270);
        Unwinnability.Verdict white = Unwinnability.analyse(p, Color.WHITE);
        assertThat(white).isInstanceOf(Unwinnability.Winnable.class);
        UnwinnabilityTest.assertHelpmate(p, Color.WHITE, ((Unwinnability.Winnable) white).helpmate());
        assertThat(Unwinnability.analyse(p, Color.BLACK)).isInstanceOf(Unwinnability.Unwinnable.class);
        assertThat(Unwinnability.quickDead(p)).isFalse();
    }
}
