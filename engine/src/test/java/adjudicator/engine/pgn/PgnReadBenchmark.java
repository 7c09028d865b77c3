package adjudicator.engine.pgn;

import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.Status;
import java.util.List;
import java.util.Random;

/**
 * Throwaway timing of {@link PgnReader} (not a unit test): lichess-like games of about 80 plies, each
 * move with a {@code [%clk]} comment, read with full legality checking. Run after {@code mvn verify}:
 * {@code java -cp engine/target/classes:engine/target/test-classes adjudicator.engine.pgn.PgnReadBenchmark
 * [games [rounds [keep]]]}; "keep" reads with {@code readAll} and keeps every game in memory, otherwise the
 * games are streamed with {@code next()}.
 */
public final class PgnReadBenchmark {
    private PgnReadBenchmark() {
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 5000;
        String text = games(n, new Random(1));
        int plies = 0;
        for (PgnGame g : PgnReader.readAll(text)) {
            plies += g.moves().size();
        }
        System.out.printf("%d games, %d plies (%.1f per game), %d chars%n", n, plies, (double) plies / n,
                text.length());
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        boolean keep = args.length > 2 && args[2].equals("keep"); // readAll, keeping every game in memory
        for (int round = 0; round < rounds; round++) {
            long c0 = mx.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            int count = 0;
            long check = 0;
            if (keep) {
                List<PgnGame> all = PgnReader.readAll(text);
                count = all.size();
                check = all.get(count - 1).finalPosition().fullmoveNumber();
            } else {
                PgnReader r = new PgnReader(text); // streaming: games are not kept
                for (PgnGame g = r.next(); g != null; g = r.next()) {
                    count++;
                    check += g.finalPosition().fullmoveNumber();
                }
            }
            long t1 = System.nanoTime();
            long c1 = mx.getCurrentThreadCpuTime();
            double secs = (t1 - t0) / 1e9;
            double cpu = (c1 - c0) / 1e9;
            System.out.printf("round %d: %d games in %.3f s wall = %.0f games/s (%.0f plies/s); thread CPU %.3f s = %.0f"
                    + " games/s [check %d]%n", round, count, secs, count / secs, plies / secs, cpu, count / cpu, check);
        }
    }

    static String games(int n, Random rnd) {
        StringBuilder sb = new StringBuilder(n * 1500);
        for (int i = 0; i < n; i++) {
            sb.append("[Event \"Rated Blitz game\"]\n[Site \"https://lichess.org/").append(i).append("\"]\n")
                    .append("[Date \"2024.01.02\"]\n[Round \"-\"]\n[White \"player").append(rnd.nextInt(1000))
                    .append("\"]\n[Black \"player").append(rnd.nextInt(1000)).append("\"]\n[Result \"*\"]\n")
                    .append("[UTCDate \"2024.01.02\"]\n[UTCTime \"10:11:12\"]\n[WhiteElo \"1500\"]\n")
                    .append("[BlackElo \"1500\"]\n[TimeControl \"180+2\"]\n[Termination \"Normal\"]\n\n");
            Position p = Position.initial();
            int clk = 180;
            int col = 0;
            for (int ply = 0; ply < 80 && p.status() == Status.ONGOING; ply++) {
                List<Move> legal = p.legalMoves();
                Move m = legal.get(rnd.nextInt(legal.size()));
                StringBuilder tok = new StringBuilder();
                if (ply % 2 == 0) {
                    tok.append(ply / 2 + 1).append(". ");
                } else {
                    tok.append(ply / 2 + 1).append("... ");
                }
                tok.append(San.toSan(p, m)).append(" { [%clk 0:0").append(clk / 60).append(':')
                        .append(String.format("%02d", clk % 60)).append("] } ");
                clk = Math.max(0, clk - rnd.nextInt(5));
                if (col + tok.length() > 80) {
                    sb.append('\n');
                    col = 0;
                }
                sb.append(tok);
                col += tok.length();
                p = p.play(m);
            }
            sb.append("*\n\n");
        }
        return sb.toString();
    }
}
