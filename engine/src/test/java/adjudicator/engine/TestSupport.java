package adjudicator.engine;

import java.util.List;

final class TestSupport {
    private TestSupport() {
    }

    static Move uci(String s) {
        return Move.parseUci(s);
    }

    static int sq(String s) {
        return Squares.parse(s);
    }

    static List<String> sortedUci(Position p) {
        return p.legalMoves().stream().map(Move::uci).sorted().toList();
    }

    /** Plays a sequence of SAN moves from p. */
    static Position playSan(Position p, String... sans) {
        for (String s : sans) {
            p = p.play(San.parseSan(p, s));
        }
        return p;
    }

    /** The 64 squares (a1 first) of a FEN placement field, '.' for an empty square. */
    static char[] placement(String field) {
        char[] board = new char[64];
        java.util.Arrays.fill(board, '.');
        int rank = 7;
        int file = 0;
        for (char c : field.toCharArray()) {
            if (c == '/') {
                rank--;
                file = 0;
            } else if (Character.isDigit(c)) {
                file += c - '0';
            } else {
                board[rank * 8 + file++] = c;
            }
        }
        return board;
    }

    /** The FEN placement field of 64 squares as {@link #placement} reads them. */
    static String fen(char[] board) {
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(c);
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        return fen.toString();
    }
}
