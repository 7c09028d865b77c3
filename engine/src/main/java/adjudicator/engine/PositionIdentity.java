package adjudicator.engine;

import java.util.Arrays;

/**
 * A position as the Laws identify it for repetition (FIDE 2005 and RF 2013 9.2; FIDE 2017 and 2023
 * 9.2.2 with 9.2.2.1-9.2.2.2, per design/editions.md): the same player has the move, pieces of the
 * same kind and colour stand on the same squares, and the possible moves of all pieces are the
 * same. So castling rights count (a right lost makes a different position; a king or rook forced
 * to move keeps its rights until it moves), an en-passant square counts only when an en-passant
 * capture is actually legal, and the move counters do not count.
 *
 * <p>A choice for FIDE 2005, where the Russian sources disagree: the main text
 * (9.2 in one of its Russian texts) compares only "the possible moves", which would make two
 * positions differing only in a castling right the same whenever castling is impossible in both at
 * that moment; the other 2005 text (of Articles 7-9) and every later edition
 * say a right counts until the king or rook moves. All four editions here use rights.
 *
 * <p>Equality is exact: every bitboard, the side to move, the rights and the en-passant square are
 * compared. The hash code only speeds up the search for equal positions; it never decides.
 */
public final class PositionIdentity {

    private final long[] pieces;
    private final long[] colors;
    private final int sideToMove;
    private final int castling;
    /** The en-passant target square when an en-passant capture is legal; otherwise -1. */
    private final int enPassant;
    private final int hash;

    PositionIdentity(Board board, int enPassant) {
        this.pieces = board.pieces.clone();
        this.colors = board.colors.clone();
        this.sideToMove = board.stm;
        this.castling = board.castling;
        this.enPassant = enPassant;
        this.hash = ((Arrays.hashCode(pieces) * 31 + Arrays.hashCode(colors)) * 31 + sideToMove) * 31
                + castling * 67 + enPassant;
    }

    /** @return the en-passant target square if an en-passant capture is legal in this position, else -1 */
    public int enPassantSquare() {
        return enPassant;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof PositionIdentity p && hash == p.hash && sideToMove == p.sideToMove
                && castling == p.castling && enPassant == p.enPassant
                && Arrays.equals(pieces, p.pieces) && Arrays.equals(colors, p.colors);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
