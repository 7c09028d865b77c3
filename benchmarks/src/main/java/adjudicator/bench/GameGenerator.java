package adjudicator.bench;

import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Piece;
import adjudicator.engine.PieceType;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.Status;
import java.util.List;
import java.util.Random;

/**
 * Writes PGN text of games that look like an online blitz database export: the usual tags, one
 * {@code [%clk]} comment after every move, about 80 plies, lines wrapped at 80 characters. The moves are
 * legal random play, seeded (the same seed gives the same text), biased towards what players do: captures
 * (of bigger men first), castling, developing minor pieces and central pawns in the opening, queen
 * promotions; away from early king and queen walks. The games are not good chess, but the reader sees
 * the same mix of SAN forms (captures, checks, castling, promotions, disambiguation) as in real games.
 */
public final class GameGenerator {
    private static final String[] RESULTS = {"1-0", "0-1", "1/2-1/2"};
    private static final int[] VALUE = {1, 3, 3, 5, 9, 0}; // by PieceType ordinal

    private GameGenerator() {
    }

    /** @return the PGN text of {@code n} games, the same for the same seed */
    public static String games(int n, long seed) {
        Random rnd = new Random(seed);
        StringBuilder sb = new StringBuilder(n * 1600);
        for (int i = 0; i < n; i++) {
            game(sb, i, rnd);
        }
        return sb.toString();
    }

    private static void game(StringBuilder sb, int index, Random rnd) {
        int whiteElo = 1200 + rnd.nextInt(1200);
        int blackElo = whiteElo - 150 + rnd.nextInt(300);
        StringBuilder moves = new StringBuilder(1400);
        Position p = Position.initial();
        int[] clk = {180, 180};
        int plies = 60 + rnd.nextInt(41); // 60..100, 80 on average
        int col = 0;
        for (int ply = 0; ply < plies && p.status() == Status.ONGOING; ply++) {
            Move m = choose(p, ply, rnd);
            StringBuilder tok = new StringBuilder(32);
            tok.append(ply / 2 + 1).append(ply % 2 == 0 ? ". " : "... ");
            int side = ply % 2;
            clk[side] = Math.max(1, clk[side] + 2 - (ply < 16 ? rnd.nextInt(4) : rnd.nextInt(9)));
            tok.append(San.toSan(p, m)).append(" { [%clk ").append(clk[side] / 3600).append(':')
                    .append(two(clk[side] / 60 % 60)).append(':').append(two(clk[side] % 60)).append("] } ");
            if (col + tok.length() > 80) {
                moves.setLength(moves.length() - 1); // no trailing blank before the line break
                moves.append('\n');
                col = 0;
            }
            moves.append(tok);
            col += tok.length();
            p = p.play(m);
        }
        String result = switch (p.status()) {
            case ONGOING -> RESULTS[rnd.nextInt(3)]; // resigned, flagged or agreed
            case CHECKMATE -> p.sideToMove() == Color.WHITE ? "0-1" : "1-0";
            case STALEMATE -> "1/2-1/2";
        };
        moves.append(result).append("\n\n");
        sb.append("[Event \"Rated Blitz game\"]\n[Site \"https://example.org/").append(Integer.toString(index, 36))
                .append("\"]\n[Date \"2024.01.").append(two(1 + index % 28)).append("\"]\n[Round \"-\"]\n")
                .append("[White \"player").append(rnd.nextInt(100_000)).append("\"]\n[Black \"player")
                .append(rnd.nextInt(100_000)).append("\"]\n[Result \"").append(result).append("\"]\n")
                .append("[UTCDate \"2024.01.").append(two(1 + index % 28)).append("\"]\n[UTCTime \"")
                .append(two(rnd.nextInt(24))).append(':').append(two(rnd.nextInt(60))).append(':')
                .append(two(rnd.nextInt(60))).append("\"]\n[WhiteElo \"").append(whiteElo)
                .append("\"]\n[BlackElo \"").append(blackElo).append("\"]\n[TimeControl \"180+2\"]\n")
                .append("[Termination \"Normal\"]\n\n").append(moves);
    }

    private static Move choose(Position p, int ply, Random rnd) {
        List<Move> legal = p.legalMoves();
        int[] weight = new int[legal.size()];
        int total = 0;
        for (int i = 0; i < weight.length; i++) {
            weight[i] = weight(p, legal.get(i), ply);
            total += weight[i];
        }
        int r = rnd.nextInt(total);
        for (int i = 0; i < weight.length; i++) {
            r -= weight[i];
            if (r < 0) {
                return legal.get(i);
            }
        }
        throw new AssertionError();
    }

    /** @return a positive weight: how likely a player is to choose the move, relative to the others */
    private static int weight(Position p, Move m, int ply) {
        Piece mover = p.pieceAt(m.from());
        Piece victim = p.pieceAt(m.to());
        PieceType t = mover.type();
        int fromRank = m.from() / 8;
        int toFile = m.to() % 8;
        boolean home = fromRank == (mover.color() == Color.WHITE ? 0 : 7);
        int w = 10;
        if (victim != null) {
            w += 25 * VALUE[victim.type().ordinal()] + 10;
        }
        if (m.promotion() != null) {
            w = m.promotion() == PieceType.QUEEN ? 200 : 2;
        }
        if (t == PieceType.KING) {
            w = Math.abs(m.to() - m.from()) == 2 ? 150 : (ply < 50 ? 2 : w); // castle; walk in the endgame
        } else if (ply < 20) {
            if ((t == PieceType.KNIGHT || t == PieceType.BISHOP) && home) {
                w += 30; // development
            } else if (t == PieceType.PAWN && toFile >= 2 && toFile <= 5) {
                w += 15; // central pawns
            } else if (t == PieceType.QUEEN || t == PieceType.ROOK) {
                w = Math.max(1, w - 7);
            }
        }
        return w;
    }

    private static String two(int v) {
        return v < 10 ? "0" + v : Integer.toString(v);
    }

    /** Prints the games: {@code java -cp benchmarks/target/benchmarks.jar adjudicator.bench.GameGenerator [n [seed]]}. */
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        System.out.print(games(n, seed));
    }
}
