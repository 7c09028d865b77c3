package adjudicator.app;

import adjudicator.app.scenario.ScenarioCommand;
import adjudicator.engine.FenException;
import adjudicator.engine.Move;
import adjudicator.engine.Perft;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import org.springframework.aot.AotDetector;
import org.springframework.boot.SpringApplication;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.Arrays;
import java.util.concurrent.Callable;

/**
 * The one executable: {@code serve} (the default) starts the server; {@code perft DEPTH "FEN"}
 * counts the leaves of the legal move tree and starts no server and no store; {@code scenario FILE...}
 * replays disputed cases on a throwaway embedded store ({@link ScenarioCommand}); {@code rebuild}
 * resets the projections and replays the store into them ({@link RebuildCommand}); {@code readjudicate}
 * replays games' facts under an edition of the Laws ({@link ReadjudicateCommand}); {@code accounts}
 * makes, lists and revokes accounts with the server stopped ({@link AccountsCommand}); {@code verify}
 * checks every stored game against its hash chain ({@link VerifyCommand}); {@code verify-export}
 * checks an export bundle offline against a trusted key ({@link VerifyExportCommand}); {@code import-trf}
 * and {@code export-trf} read and write tournaments' report files ({@link TrfCommands}); {@code import-pgn} imports
 * PGN files' games ({@link ImportPgnCommand}), an archive judged without storing it ({@link AuditPgnCommand});
 * {@code import-livechess} a round of LiveChess Cloud's files ({@link ImportLiveChessCommand}).
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length > 0 && !args[0].startsWith("-") && !args[0].equals("serve") && AotDetector.useGeneratedArtifacts()) {
            // the beans fixed ahead of time are the server's; a verb opens the store with others (StoreContext)
            System.err.println(args[0] + ": the command line runs without -Dspring.aot.enabled=true, which only the server takes");
            System.exit(2);
        }
        if (args.length > 0 && args[0].equals("perft")) {
            int code = new CommandLine(new PerftCommand()).execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        if (args.length > 0 && args[0].equals("rebuild")) {
            int code = new CommandLine(new RebuildCommand()).setUnmatchedOptionsArePositionalParams(true)
                    .execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        if (args.length > 0 && args[0].equals("readjudicate")) {
            int code = new CommandLine(new ReadjudicateCommand()).setUnmatchedOptionsArePositionalParams(true)
                    .execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        if (args.length > 0 && args[0].equals("accounts")) {
            int code = new CommandLine(new AccountsCommand()).setUnmatchedOptionsArePositionalParams(true)
                    .execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        if (args.length > 0 && args[0].equals("verify")) {
            int code = new CommandLine(new VerifyCommand()).setUnmatchedOptionsArePositionalParams(true)
                    .execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        if (args.length > 0 && args[0].equals("verify-export")) {
            int code = new CommandLine(new VerifyExportCommand()).execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        if (args.length > 0 && args[0].equals("import-trf")) {
            int code = new CommandLine(new TrfCommands.Import()).setUnmatchedOptionsArePositionalParams(true)
                    .execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        if (args.length > 0 && args[0].equals("import-pgn")) {
            int code = new CommandLine(new ImportPgnCommand()).setUnmatchedOptionsArePositionalParams(true)
                    .execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        if (args.length > 0 && args[0].equals("import-livechess")) {
            int code = new CommandLine(new ImportLiveChessCommand()).setUnmatchedOptionsArePositionalParams(true)
                    .execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        if (args.length > 0 && args[0].equals("audit-pgn")) {
            int code = new CommandLine(new AuditPgnCommand()).execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        if (args.length > 0 && args[0].equals("export-trf")) {
            int code = new CommandLine(new TrfCommands.Export()).setUnmatchedOptionsArePositionalParams(true)
                    .execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        if (args.length > 0 && args[0].equals("scenario")) {
            int code = new CommandLine(new ScenarioCommand()).execute(Arrays.copyOfRange(args, 1, args.length));
            System.exit(code);
        }
        String[] springArgs = args.length > 0 && args[0].equals("serve") ? Arrays.copyOfRange(args, 1, args.length) : args;
        SpringApplication.run(AdjudicatorApplication.class, springArgs);
    }

    @Command(name = "perft", mixinStandardHelpOptions = true,
            description = "Prints the number of leaf nodes of the legal move tree of DEPTH plies from FEN (last line).")
    static final class PerftCommand implements Callable<Integer> {
        @Parameters(index = "0", description = "depth in plies, 0 or more")
        int depth;

        @Parameters(index = "1", arity = "0..1", description = "position in FEN; the initial position when absent")
        String fen;

        @Option(names = "--divide", description = "also print each legal move with its own count")
        boolean divide;

        @Override
        public Integer call() {
            if (depth < 0) {
                System.err.println("perft: DEPTH must be 0 or more");
                return 2;
            }
            Position position;
            try {
                position = fen == null ? Position.initial() : Position.fromFen(fen);
            } catch (FenException e) {
                System.err.println("perft: invalid FEN: " + e.getMessage());
                return 2;
            }
            long total = 0;
            if (divide && depth > 0) {
                for (Move m : position.legalMoves()) {
                    long n = Perft.perft(position.play(m), depth - 1);
                    System.out.println(m.uci() + " (" + San.toSan(position, m) + "): " + n);
                    total += n;
                }
            } else {
                total = Perft.perft(position, depth);
            }
            System.out.println(total);
            return 0;
        }
    }
}
