package adjudicator.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * PGN files as the command lines read them (import-pgn, audit-pgn): the files of a path, each file's SHA-256
 * read once through (refused unless it is UTF-8), and its text in parts of about a given size, each starting
 * with a game, so that a file of any size is read in the memory of one part.
 */
final class PgnFiles {

    /** A part of a file: its text, and the lines of the file before it. */
    interface PartReader {
        void read(String text, int linesBefore);
    }

    private PgnFiles() {
    }

    /** The file, or every .pgn file under the directory, in name order. */
    static List<Path> files(Path path) throws IOException {
        if (!Files.isDirectory(path)) {
            if (!Files.isReadable(path)) {
                throw new IOException("no such file");
            }
            return List.of(path);
        }
        try (Stream<Path> walk = Files.walk(path)) {
            return walk.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".pgn"))
                    .sorted().toList();
        }
    }

    /** The SHA-256 of the file, read once through, refused unless the file is UTF-8. */
    static String sha256OfUtf8(Path file) throws IOException {
        java.security.MessageDigest digest;
        try {
            digest = java.security.MessageDigest.getInstance("SHA-256");
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        try (java.io.Reader in = new java.io.InputStreamReader(new java.security.DigestInputStream(Files.newInputStream(file), digest),
                StandardCharsets.UTF_8.newDecoder().onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                        .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT))) {
            char[] buffer = new char[1 << 16];
            while (in.read(buffer) >= 0) {
                // read through: the digest sees every byte, the decoder refuses what is not UTF-8
            }
        }
        return java.util.HexFormat.of().formatHex(digest.digest());
    }

    /** The file in parts of about {@code partSize} characters, each starting with a game (a byte-order mark dropped). */
    static void inParts(Path file, int partSize, PartReader reader) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            StringBuilder part = new StringBuilder();
            int linesBefore = 0;
            int lines = 0;
            boolean blank = true;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (lines == 0 && line.startsWith("\uFEFF")) {
                    line = line.substring(1);
                }
                if (part.length() >= partSize && blank && line.startsWith("[")) {
                    reader.read(part.toString(), linesBefore);
                    part.setLength(0);
                    linesBefore = lines;
                }
                part.append(line).append('\n');
                lines++;
                blank = line.isBlank();
            }
            reader.read(part.toString(), linesBefore);
        }
    }
}
