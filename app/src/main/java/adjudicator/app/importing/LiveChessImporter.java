package adjudicator.app.importing;

import adjudicator.command.decide.SourceFindings;
import adjudicator.command.importing.LiveChess;
import adjudicator.command.importing.PgnImport;
import adjudicator.engine.pgn.PgnException;
import adjudicator.engine.pgn.PgnGame;
import adjudicator.engine.pgn.PgnReader;
import org.springframework.stereotype.Component;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * A round of LiveChess Cloud into the record (docs/import.md, "LiveChess Cloud"): its files read ({@link LiveChess}),
 * each game turned into PGN ({@link LiveChess#pgn}) and imported by the PGN import's own path
 * ({@link PgnImporter#importGame}): the same facts, findings, idempotency, scope and refusals, on its own or onto a
 * tournament's round, whose pairings its games are matched to by FIDE ID (else by name). A pairing whose game has
 * neither a move nor a result has not started, and is left for a later import.
 */
@Component
public class LiveChessImporter {

    /** Where the files are: a directory, a zip file, a server. {@code read} gives null for a file that is not there. */
    public interface Source {
        byte[] read(String path) throws IOException;
    }

    /** What became of one game of the round: as a PGN game's outcome, or {@code NOT_STARTED}. */
    public record GameOutcome(int game, String file, String sha256, String status, String gameId, Integer ply, String detail,
                              String white, String black, String result, List<String> differsIn, List<String> notes,
                              List<SourceFindings.Finding> findings) {

        static GameOutcome of(int game, String file, String sha256, PgnImporter.Outcome o) {
            return new GameOutcome(game, file, sha256, o.status().name(), o.gameId(), o.ply(), o.detail(), o.white(), o.black(),
                    o.result(), o.differsIn(), o.notes(), o.findings());
        }

        static GameOutcome notStarted(int game, String file, String sha256, String white, String black) {
            return new GameOutcome(game, file, sha256, NOT_STARTED, null, null, "the game has neither a move nor a result: not "
                    + "started, left for a later import", white, black, "*", List.of(), List.of(), List.of());
        }

        static GameOutcome refused(int game, String file, String sha256, String detail, String white, String black) {
            return new GameOutcome(game, file, sha256, PgnImporter.Status.REFUSED.name(), null, null, detail, white, black, null,
                    List.of(), List.of(), List.of());
        }
    }

    /** The status of a game that has not started. */
    public static final String NOT_STARTED = "NOT_STARTED";

    /** The outcomes of a round's games, with the tournament's name as its file gives it. */
    public record Report(String tournament, int round, List<GameOutcome> games) {

        public long count(String status) {
            return games.stream().filter(g -> g.status().equals(status)).count();
        }

        /** Whether every game that has started is in the record. */
        public boolean allInRecord() {
            return games.stream().allMatch(g -> g.status().equals(NOT_STARTED) || g.status().equals("IMPORTED")
                    || g.status().equals("ALREADY_THERE") || g.status().equals("DIFFERS"));
        }
    }

    private final PgnImporter importer;

    public LiveChessImporter(PgnImporter importer) {
        this.importer = importer;
    }

    /**
     * Imports round {@code round} from {@code files}; {@code progress} hears each game's outcome as it is known. A file
     * of the round that cannot be read ({@code index.json}, {@code tournament.json}) is {@link LiveChess.Malformed} and
     * nothing is written; a game's file that cannot be read refuses that game, and the next goes on.
     */
    public Report importRound(Source files, int round, PgnImport.Options options, PgnImporter.Target target,
                              Consumer<GameOutcome> progress) throws IOException {
        byte[] t = files.read("tournament.json");
        LiveChess.Tournament tournament = t == null ? null : LiveChess.tournament("tournament.json", t);
        String indexPath = "round-" + round + "/index.json";
        byte[] i = files.read(indexPath);
        if (i == null) {
            throw new LiveChess.Malformed(indexPath, "the file is not there (the round's pairings are read from it)");
        }
        LiveChess.RoundIndex index = LiveChess.index(indexPath, i);
        if (index.pairings().isEmpty()) {
            throw new LiveChess.Malformed(indexPath, "the round has no pairing");
        }
        List<GameOutcome> out = new ArrayList<>();
        for (int m = 1; m <= index.pairings().size(); m++) {
            String path = "round-" + round + "/game-" + m + ".json";
            GameOutcome outcome = game(files, path, tournament, round, index, m, options, target);
            out.add(outcome);
            progress.accept(outcome);
        }
        return new Report(tournament == null ? null : tournament.name(), round, List.copyOf(out));
    }

    private GameOutcome game(Source files, String path, LiveChess.Tournament tournament, int round, LiveChess.RoundIndex index, int m,
                             PgnImport.Options options, PgnImporter.Target target) throws IOException {
        LiveChess.Pairing pairing = index.pairings().get(m - 1);
        String white = pairing.white() == null ? null : pairing.white().pgnName();
        String black = pairing.black() == null ? null : pairing.black().pgnName();
        byte[] bytes = files.read(path);
        LiveChess.Game game;
        String sha256 = bytes == null ? null : PgnImport.sha256(bytes);
        try {
            // a pairing without its game's file: lila takes the pairing's result alone
            game = bytes == null ? new LiveChess.Game(List.of(), pairing.result(), null, false, null, null) : LiveChess.game(path, bytes);
        } catch (LiveChess.Malformed e) {
            return GameOutcome.refused(m, path, sha256, e.getMessage(), white, black);
        }
        if (game.chess960() != null && game.chess960() != 518) {
            return GameOutcome.refused(m, path, sha256, "a Chess960 game (start position " + game.chess960() + "): the record holds "
                    + "games of the Laws from the initial position (Art. 2)", white, black);
        }
        String result = game.result() == null && bytes == null ? LiveChess.pgnResult(pairing.result()) : game.pgnResult();
        if (game.moves().isEmpty() && result.equals("*")) {
            return GameOutcome.notStarted(m, path, sha256, white, black);
        }
        PgnGame pgn;
        try {
            pgn = new PgnReader(LiveChess.pgn(tournament, round, index, m, game)).acceptingIllegalMoves().next();
        } catch (PgnException e) {
            String what = e.getMessage().substring(e.getMessage().indexOf(": ") + 2);
            return GameOutcome.refused(m, path, sha256, "a move cannot be read: " + what, white, black);
        }
        // the file's own SHA-256 (none for a pairing without a file: the index's stands for it)
        PgnImport.Origin origin = new PgnImport.Origin("LIVECHESS", sha256 != null ? sha256 : PgnImport.sha256(
                files.read("round-" + round + "/index.json")), m);
        return GameOutcome.of(m, path, sha256, importer.importGame(pgn, origin, 1, options, target));
    }

    /** The files of a directory laid out as LiveChess Cloud serves them ({@code tournament.json}, {@code round-N/...}). */
    public static Source directory(Path dir) {
        return path -> {
            Path file = dir.resolve(path);
            return java.nio.file.Files.isRegularFile(file) ? java.nio.file.Files.readAllBytes(file) : null;
        };
    }

    /**
     * The files of a zip archive of such a directory (at its root, or in one folder), read whole into memory, at most
     * {@code maxBytes} uncompressed in all: an archive that holds more is refused before more is read.
     */
    public static Source zip(byte[] archive, long maxBytes) throws IOException {
        Map<String, byte[]> entries = new HashMap<>();
        long total = 0;
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(archive))) {
            ZipEntry e;
            while ((e = in.getNextEntry()) != null) {
                if (e.isDirectory()) {
                    continue;
                }
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                byte[] buffer = new byte[8192];
                int n;
                while ((n = in.read(buffer)) > 0) {
                    total += n;
                    if (total > maxBytes) {
                        throw new TooLarge(maxBytes);
                    }
                    bytes.write(buffer, 0, n);
                }
                entries.put(e.getName().replace('\\', '/'), bytes.toByteArray());
            }
        }
        // the folder the files are in: the one that holds a round's index
        String prefix = "";
        for (String name : entries.keySet()) {
            int at = name.indexOf("round-");
            if (name.endsWith("/index.json") && at >= 0 && (at == 0 || name.charAt(at - 1) == '/')) {
                prefix = name.substring(0, at);
                break;
            }
        }
        String folder = prefix;
        return path -> entries.get(folder + path);
    }

    /** An archive larger, uncompressed, than the limit. */
    public static final class TooLarge extends IOException {
        private final long maxBytes;

        public TooLarge(long maxBytes) {
            super("the archive holds more than " + maxBytes + " bytes uncompressed");
            this.maxBytes = maxBytes;
        }

        /** The most bytes an archive may hold uncompressed. */
        public long maxBytes() {
            return maxBytes;
        }
    }

    /** Bytes read from {@code in}, at most {@code max}; more is {@link TooLarge}. */
    public static byte[] readAtMost(InputStream in, long max) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        long total = 0;
        int n;
        while ((n = in.read(buffer)) > 0) {
            total += n;
            if (total > max) {
                throw new TooLarge(max);
            }
            out.write(buffer, 0, n);
        }
        return out.toByteArray();
    }
}
