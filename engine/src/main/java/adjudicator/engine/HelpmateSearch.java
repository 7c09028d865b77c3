package adjudicator.engine;

import static adjudicator.engine.Board.B;
import static adjudicator.engine.Board.EMPTY;
import static adjudicator.engine.Board.K;
import static adjudicator.engine.Board.N;
import static adjudicator.engine.Board.P;
import static adjudicator.engine.Board.Q;
import static adjudicator.engine.Board.R;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;

/**
 * Depth-first search for a helpmate: a sequence of legal moves, by both sides, that ends with the intended
 * winner checkmating. Both sides cooperate, so the search is a plain existence search over the move tree;
 * what makes it practical are its heuristics, which spend the depth budget unevenly: a move that makes
 * progress towards a mating picture (a capture, an advanced pawn push or a passed pawn's push by the
 * winner, a piece walking towards a chosen corner (the loser's knights by knight moves only: a knight
 * move nearer the square as the king walks is mostly no nearer in knight moves, and rewarding those
 * let the search wander), the loser's king walking into it, and while every
 * pawn of the winner has a pawn of the loser ahead of it on its file (or the winner has none), any pawn
 * move of the loser but a queen promotion: those pawns must come forward, promote and be given away
 * before the winner's pawns can change files) costs no depth, a move that undoes progress (the loser capturing the winner's
 * material) costs three plies.
 *
 * <p>The same search proves unwinnability when it runs out of moves rather than depth: if every line
 * ends, before the depth limit, in a position where the winner has too little material to mate
 * ({@link #insufficientMaterial}) or in a stalemate or checkmate of the winner, then no helpmate exists.
 * Any line cut by the depth or node limit makes the iteration inconclusive ({@link #interrupted}).
 *
 * <p>The transposition table is exact: it stores the whole position, never only a hash, so a pruned
 * branch is always one already searched at least as deep. It is kept from one iteration to the next,
 * which steers each iteration away from lines already tried; but an iteration that prunes on an entry of
 * an earlier iteration cannot prove the absence of a mate, since that earlier search may have been cut.
 */
final class HelpmateSearch {
    static final int MAX_PLY = 480;
    /** Beyond this ply no move is rewarded, so every line ends. */
    private static final int REWARD_PLY = 400;

    private enum Variation { NORMAL, REWARD, PUNISH }

    private final Board board;
    private final int winner;
    private final int loser;
    // per-ply buffers are allocated when first needed, and the table is borrowed (ExactTable.borrow):
    // most analyses end after a few plies, and zeroing megabytes per call used to cost more than the search
    private final int[][] moves = new int[MAX_PLY + 2][];
    private final int[] line = new int[MAX_PLY + 1];
    private final Variation[][] variations = new Variation[MAX_PLY + 1][];
    /** The size of those buffers: {@link Board#moveBound} of the roots searched so far. */
    private int room;
    private static final Variation[] ORDER = {Variation.REWARD, Variation.NORMAL, Variation.PUNISH};
    private ExactTable table;
    private int maxDepth;
    private long localLimit;
    private long localNodes;
    long totalNodes;
    boolean interrupted;
    private int mateLength = -1;
    private boolean useTable;

    /** Whether the moves are classified for unlocking a pawn ending ({@link #classifyUnlocking}). */
    private final boolean unlocking;
    /** In that mode, whether the winner's pawn moves towards the loser's king count as progress. */
    private final boolean feeding;
    /** The transposition table holds 2^tableBits positions (it stops recording when 3/4 full). */
    private final int tableBits;
    /** The table's size unless a search asks for more: 65,536 positions, about 5 MB. */
    static final int TABLE_BITS = 16;

    HelpmateSearch(Board board, int winner) {
        this(board, winner, false, false, TABLE_BITS);
    }

    private HelpmateSearch(Board board, int winner, boolean unlocking, boolean feeding, int tableBits) {
        this.board = board;
        this.winner = winner;
        this.loser = winner ^ 1;
        this.unlocking = unlocking;
        this.feeding = feeding;
        this.tableBits = tableBits;
    }

    /**
     * A search whose heuristics serve pawn endings where the winner's pawns are all blocked: the loser
     * must take some of them and promote, and give the new piece away to a pawn of the winner, before the
     * winner can promote and mate ({@link #classifyUnlocking}). With {@code feeding}, the winner's pawn
     * moves towards the loser's king count as progress too: they shorten the king's walk to the pawn it
     * must take, which matters when the winner has few pawn moves of tempo to spend while it walks.
     */
    static HelpmateSearch unlocking(Board board, int winner, boolean feeding) {
        return unlocking(board, winner, feeding, TABLE_BITS);
    }

    /** As above, with a table of 2^tableBits positions. */
    static HelpmateSearch unlocking(Board board, int winner, boolean feeding, int tableBits) {
        return new HelpmateSearch(board, winner, true, feeding, tableBits);
    }

    /** The general search with a table of 2^tableBits positions. */
    static HelpmateSearch withTable(Board board, int winner, int tableBits) {
        return new HelpmateSearch(board, winner, false, false, tableBits);
    }

    /** Whether only kings and pawns are on the board: where {@link #unlocking} applies. */
    static boolean pawnEnding(Board b) {
        return (b.occupied() & ~b.pieces[K] & ~b.pieces[P]) == 0;
    }

    /** The helpmate found by the last successful {@link #run}, as encoded moves. */
    int[] helpmate() {
        int[] result = new int[mateLength];
        System.arraycopy(line, 0, result, 0, mateLength);
        return result;
    }

    /**
     * One iteration: searches to {@code depth} plies (more along rewarded lines) visiting at most
     * {@code nodeLimit} nodes.
     *
     * @return true if a helpmate was found; if false and {@link #interrupted} is false, none exists
     */
    boolean run(int depth, long nodeLimit, boolean withTable) {
        room = Math.max(room, board.moveBound());
        maxDepth = depth;
        localLimit = nodeLimit;
        localNodes = 0;
        interrupted = false;
        useTable = withTable;
        if (withTable && table == null) {
            table = ExactTable.borrow(tableBits);
        }
        if (table != null) {
            table.generation++;
        }
        return find(0, 0, false);
    }

    private boolean find(int ply, int depth, boolean pastProgress) {
        localNodes++;
        totalNodes++;
        int movesLeft = maxDepth - depth;
        if (useTable && !table.recordIfDeeper(board, movesLeft)) {
            if (table.staleHit) {
                // pruned on an entry of an earlier iteration, whose search may have been cut short:
                // good for finding mates, but this iteration can no longer prove that none exists
                interrupted = true;
            }
            return false;
        }
        if (insufficientMaterial(board, winner)) {
            return false;
        }
        int[] list = buffer(ply);
        if (board.stm == loser && (depth >= maxDepth || localNodes >= localLimit || ply >= MAX_PLY)) {
            // the loser at the horizon: only whether it is mated, stalemated or cut off matters, and
            // one legal move (its king's, most often) settles that without generating them all
            if (board.hasLegalMove(list)) {
                interrupted = true;
                return false;
            }
            if (board.inCheck()) {
                mateLength = ply;
                return true;
            }
            return false;
        }
        int n = board.generate(list);
        if (n == 0) {
            if (board.stm == loser && board.inCheck()) {
                mateLength = ply;
                return true;
            }
            return false;
        }
        boolean winnersTurn = board.stm == winner;
        if (depth >= maxDepth || localNodes >= localLimit || ply >= MAX_PLY) {
            // at the horizon, one more ply for free: a mate in one by the winner
            if (winnersTurn && ply < MAX_PLY && mateInOne(list, n, ply)) {
                return true;
            }
            interrupted = true;
            return false;
        }
        boolean needLoserPromotion = needsLoserPromotion(board, winner);
        boolean darkCorner = darkCorner(board, winner);
        boolean winnerBlocked = !winnersTurn && Unwinnability.pawnsAllBlocked(board, winner);
        // rewarded moves first, punished ones last: the search is depth-first, so order decides which
        // mates it meets within its node budget
        Variation[] kinds = variations[ply];
        if (kinds == null || kinds.length < room) {
            kinds = variations[ply] = new Variation[room];
        }
        for (int i = 0; i < n; i++) {
            kinds[i] = unlocking ? classifyUnlocking(list[i], winnersTurn)
                    : classify(list[i], winnersTurn, needLoserPromotion, darkCorner, winnerBlocked);
        }
        for (Variation pass : ORDER) {
            for (int i = 0; i < n; i++) {
                if (kinds[i] != pass) {
                    continue;
                }
                int m = list[i];
                Variation v = pass;
                if (ply >= REWARD_PLY && v == Variation.REWARD) {
                    v = Variation.NORMAL;
                }
                int newDepth = depth + 1;
                switch (v) {
                    case REWARD -> newDepth--;
                    case PUNISH -> newDepth = Math.min(maxDepth, newDepth + 2);
                    default -> {
                        if (pastProgress) {
                            newDepth--;
                        }
                    }
                }
                long undo = board.make(m);
                line[ply] = m;
                boolean mate = find(ply + 1, newDepth, v == Variation.REWARD);
                board.unmake(m, undo);
                if (mate) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * What the move {@code m} from the position on the board costs, in plies of depth, in the general
     * search: 0 if it makes progress, 3 if it undoes progress, else 1 (without the free ply after a
     * progress move, which depends on the line). {@code needLoserPromotion} and {@code darkCorner} are
     * those of the position ({@link #needsLoserPromotion}, {@link #darkCorner}); {@code winnerBlocked},
     * whether the loser is to move and every pawn of the winner is blocked on its file
     * ({@link Unwinnability#pawnsAllBlocked}).
     */
    int stepCost(int m, boolean needLoserPromotion, boolean darkCorner, boolean winnerBlocked) {
        return switch (classify(m, board.stm == winner, needLoserPromotion, darkCorner, winnerBlocked)) {
            case REWARD -> 0;
            case NORMAL -> 1;
            case PUNISH -> 3;
        };
    }

    private int[] buffer(int ply) {
        int[] list = moves[ply];
        if (list == null || list.length < room) {
            list = moves[ply] = new int[room];
        }
        return list;
    }

    /** Whether one of the winner's moves mates at once (only moves that may give check are played). */
    private boolean mateInOne(int[] list, int n, int ply) {
        int[] replies = buffer(ply + 1);
        int king = board.kingSquare(loser);
        for (int i = 0; i < n; i++) {
            int m = list[i];
            if (king >= 0 && !mayCheck(board, m, king)) {
                continue;
            }
            long undo = board.make(m);
            boolean mate = board.inCheck() && board.generate(replies) == 0;
            board.unmake(m, undo);
            if (mate) {
                line[ply] = m;
                mateLength = ply + 1;
                return true;
            }
        }
        return false;
    }

    /**
     * False only when the move {@code m} of the side to move on {@code board} surely gives no check to
     * the king on {@code king}: the man it puts on its square does not attack the king there, and it
     * leaves no line through the king (where it could uncover an attack). Castling and en passant are
     * not looked into.
     */
    static boolean mayCheck(Board board, int m, int king) {
        int flag = Board.flag(m);
        if (flag == Board.CASTLE || flag == Board.EN_PASSANT) {
            return true;
        }
        int from = Board.from(m);
        int to = Board.to(m);
        if (((Bitboards.rookAttacks(king, 0) | Bitboards.bishopAttacks(king, 0)) & (1L << from)) != 0) {
            return true;
        }
        long target = 1L << king;
        long occ = (board.occupied() & ~(1L << from)) | (1L << to);
        int promo = Board.promo(m);
        return switch (promo != 0 ? promo : board.mailbox[from] & 7) {
            case P -> (Bitboards.PAWN[board.stm][to] & target) != 0;
            case N -> (Bitboards.KNIGHT[to] & target) != 0;
            case B -> (Bitboards.bishopAttacks(to, occ) & target) != 0;
            case R -> (Bitboards.rookAttacks(to, occ) & target) != 0;
            case Q -> ((Bitboards.rookAttacks(to, occ) | Bitboards.bishopAttacks(to, occ)) & target) != 0;
            default -> false; // a king gives no check of its own
        };
    }

    private Variation classify(int m, boolean winnersTurn, boolean needLoserPromotion, boolean darkCorner,
            boolean winnerBlocked) {
        int from = Board.from(m);
        int to = Board.to(m);
        int type = board.mailbox[from] & 7;
        boolean capture = board.mailbox[to] != EMPTY || Board.flag(m) == Board.EN_PASSANT;
        int target = target(type, winnersTurn, darkCorner);
        if (winnersTurn) {
            if (capture || advancedPawnPush(type, to) || passedPawnPush(type, to)
                    || approaches(type, from, to, target)) {
                return Variation.REWARD;
            }
            return Variation.NORMAL;
        }
        if (winnerBlocked && type == P && Board.promo(m) != Q) {
            return Variation.REWARD;
        }
        Variation v = Variation.NORMAL;
        if (needLoserPromotion) {
            int promo = Board.promo(m);
            v = type == P && promo != Q && promo != R ? Variation.REWARD : Variation.PUNISH;
        }
        if (approaches(type, from, to, target)
                || (type != P && type != K && type != N
                        && Squares.distance(to, target) < Squares.distance(from, target))) {
            return Variation.REWARD;
        }
        if (capture) {
            return Variation.PUNISH;
        }
        return v;
    }

    /**
     * The unlocking heuristics: the winner's captures and queen promotions make progress, its pawn pushes
     * are the tempo moves it has to spend with care; the loser's king walks to the winner's pawns and
     * takes them, the loser's pawns run and promote, and the new pieces go where a pawn of the winner can
     * take them. Anything else by the loser is a detour.
     */
    private Variation classifyUnlocking(int m, boolean winnersTurn) {
        int from = Board.from(m);
        int to = Board.to(m);
        int type = board.mailbox[from] & 7;
        int captured = board.mailbox[to];
        int promo = Board.promo(m);
        if (winnersTurn) {
            if (promo == Q || (captured != EMPTY && promo == 0)) {
                return Variation.REWARD;
            }
            if (feeding && type == P && promo == 0) {
                int king = board.kingSquare(loser);
                if (Squares.distance(to, king) < Squares.distance(from, king)) {
                    return Variation.REWARD;
                }
            }
            return promo != 0 ? Variation.PUNISH : Variation.NORMAL;
        }
        long winnerPawns = board.pieces[P] & board.colors[winner];
        if (type == K) {
            if (captured != EMPTY) {
                return Variation.REWARD;
            }
            return nearer(from, to, winnerPawns) ? Variation.REWARD : Variation.PUNISH;
        }
        if (type == P) {
            return promo == Q ? Variation.NORMAL : Variation.REWARD;
        }
        // a piece the loser promoted: offered to the winner's pawns, or on its way there
        long takers = 0;
        for (long bb = winnerPawns; bb != 0; bb &= bb - 1) {
            takers |= Bitboards.PAWN[winner][Long.numberOfTrailingZeros(bb)];
        }
        if ((takers & (1L << to)) != 0) {
            return Variation.REWARD;
        }
        return nearer(from, to, takers) ? Variation.NORMAL : Variation.PUNISH;
    }

    /** Whether {@code to} is nearer than {@code from} (in king steps) to the nearest of the targets. */
    static boolean nearer(int from, int to, long targets) {
        int before = 8;
        int after = 8;
        for (long bb = targets; bb != 0; bb &= bb - 1) {
            int sq = Long.numberOfTrailingZeros(bb);
            before = Math.min(before, Squares.distance(from, sq));
            after = Math.min(after, Squares.distance(to, sq));
        }
        return after < before;
    }

    /**
     * A pawn of the winner pushed with no pawn of the loser ahead of it on its file or the next ones: a
     * passed pawn on its way to promote (in a locked position often the only way to a mating piece, as
     * soon as the loser's pawn that blocked it has gone).
     */
    private boolean passedPawnPush(int type, int to) {
        if (type != P) {
            return false;
        }
        long file = Bitboards.FILE_A << (to & 7);
        long files = file | (file << 1 & ~Bitboards.FILE_A) | (file >>> 1 & ~Bitboards.FILE_H);
        int rank = to >>> 3;
        // the ranks beyond the pawn's (two shifts, so that beyond the last rank nothing is left)
        long ahead = winner == Board.WHITE ? (-1L << (8 * rank)) << 8 : (1L << (8 * rank)) - 1;
        return (board.pieces[P] & board.colors[loser] & files & ahead) == 0;
    }

    /** A pawn of the winner pushed to its sixth rank or beyond. */
    private boolean advancedPawnPush(int type, int to) {
        if (type != P) {
            return false;
        }
        int rank = to >>> 3;
        return winner == Board.WHITE ? rank >= 5 : rank <= 2;
    }

    /**
     * The square a moving man of the given type is drawn to: the mating picture is the loser's king in a
     * corner on the winner's far side, the winner's king two squares in front of it, a loser's man beside
     * it and a winner's man giving mate. The corner is dark if the winner has a dark-squared bishop or, with
     * no bishop of its own, the loser has a light-squared one (a blocker the bishop cannot attack). Relative
     * to the h8 corner the winner's king aims at h6, or at g6 while the loser has a knight: a knight beside
     * its king on g8 attacks h6 (K+B v K+N is mated with Kh8, Ng8, Kg6 and the bishop on g7).
     */
    private int target(int type, boolean winnersTurn, boolean darkCorner) {
        boolean king = type == K;
        // relative to a white winner and the h8 corner
        int winnersKing = (board.pieces[N] & board.colors[loser]) != 0 ? 46 /* g6 */ : 47 /* h6 */;
        int target = winnersTurn ? (king ? winnersKing : 63 /* h8 */) : (king ? 63 /* h8 */ : 62 /* g8 */);
        if (!darkCorner) {
            target ^= 7; // mirror the file: a8 corner
        }
        if (winner == Board.BLACK) {
            target ^= 63; // mirror rank and file
        }
        return target;
    }

    /** Whether the mating corner is a dark square ({@link #target}). */
    static boolean darkCorner(Board b, int winner) {
        long winnerBishops = b.pieces[B] & b.colors[winner];
        long loserBishops = b.pieces[B] & b.colors[winner ^ 1];
        return (winnerBishops & Squares.DARK) != 0 || (winnerBishops == 0 && (loserBishops & ~Squares.DARK) != 0);
    }

    private static boolean approaches(int type, int from, int to, int target) {
        if (type == K) {
            return Squares.distance(to, target) < Squares.distance(from, target);
        }
        if (type == N) {
            return Squares.knightDistance(to, target) < Squares.knightDistance(from, target);
        }
        return false;
    }

    /**
     * Whether the winner's material alone can never mate unless the loser first promotes: the winner has
     * only king and knight and the loser nothing but pawns and queens; or the winner has only king and
     * bishops of one square colour, no bishop of the other colour is on the board and the loser has no
     * knight.
     */
    static boolean needsLoserPromotion(Board b, int winner) {
        long own = b.colors[winner];
        long opp = b.colors[winner ^ 1];
        int ownCount = Long.bitCount(own);
        if (ownCount == 2 && Long.bitCount(b.pieces[N] & own) == 1
                && ((b.pieces[N] | b.pieces[B] | b.pieces[R]) & opp) == 0) {
            return true;
        }
        long ownBishops = b.pieces[B] & own;
        if (ownBishops != 0 && ownCount == Long.bitCount(ownBishops) + 1) {
            long colour = (ownBishops & Squares.DARK) != 0 ? Squares.DARK : ~Squares.DARK;
            return (b.pieces[B] & ~colour) == 0 && (b.pieces[N] & opp) == 0;
        }
        return false;
    }

    /**
     * Too little material to mate, whatever is played: the winner has only the king, or
     * {@link #needsLoserPromotion} holds and the loser has no pawn to promote.
     */
    static boolean insufficientMaterial(Board b, int winner) {
        if (Long.bitCount(b.colors[winner]) == 1) {
            return true;
        }
        return (b.pieces[P] & b.colors[winner ^ 1]) == 0 && needsLoserPromotion(b, winner);
    }

    /** Positions already searched, keyed exactly, with the depth still to go when they were searched. */
    private static final class ExactTable {
        private final int bits;
        private final int size;
        /** Per slot: the position ({@link ExactKey}, one cache line). */
        private final long[] keys;
        /**
         * Per slot, in one word read with a single access: 0 if empty, else 32 bits of the position's hash
         * (a mismatch spares reading the stored position), the iteration that recorded it (15 bits) and
         * the remaining depth plus one (16 bits).
         */
        private final long[] meta;
        private int count;
        /** The iteration now running; entries of earlier ones are kept, as move-ordering knowledge. */
        int generation;
        /** Whether the last refusal of {@link #recordIfDeeper} rested on an entry of an earlier iteration. */
        boolean staleHit;

        /** The slots filled, in order, so that a table given back is emptied at the cost of its use. */
        private final int[] filled;

        /**
         * Emptied tables of the usual size, for the next analysis on any thread: a new table costs more
         * than most analyses (its 4.5 MB are zeroed by the allocator), so each analysis gives back the
         * tables it borrowed ({@link Loans}). Bounded: at most this many are kept, about 5 MB each.
         */
        private static final ArrayBlockingQueue<ExactTable> SPARE = new ArrayBlockingQueue<>(4);

        private ExactTable(int bits) {
            this.bits = bits;
            this.size = 1 << bits;
            keys = new long[size * ExactKey.WIDTH];
            meta = new long[size];
            filled = new int[size * 3 / 4];
        }

        /**
         * An empty table of 2^bits slots: a spare one if an analysis is open on this thread
         * ({@link Loans#open}) and the size is the usual one, then given back when the analysis closes;
         * otherwise a new one. A spare table behaves exactly as a new one.
         */
        static ExactTable borrow(int bits) {
            Loans loans = Loans.CURRENT.get();
            if (bits != TABLE_BITS || loans.depth == 0) {
                return new ExactTable(bits);
            }
            ExactTable t = SPARE.poll();
            if (t == null) {
                t = new ExactTable(bits);
            }
            loans.tables.add(t);
            return t;
        }

        /** Empties the table as it was when new, and offers it as a spare. */
        private void giveBack() {
            if (count > size / 16) {
                Arrays.fill(meta, 0L);
            } else {
                for (int i = 0; i < count; i++) {
                    meta[filled[i]] = 0L;
                }
            }
            count = 0;
            generation = 0;
            staleHit = false;
            SPARE.offer(this);
        }

        /**
         * @return false if this exact position was already searched with at least movesLeft to go;
         *     otherwise records it and returns true
         */
        boolean recordIfDeeper(Board b, int movesLeft) {
            long hash = ExactKey.hash(b);
            int slot = (int) (hash >>> (64 - bits));
            // the tag from all the hash's bits, not the ones that picked the slot
            long tag = (hash * 0x9E3779B97F4A7C15L) & 0xFFFFFFFF00000000L;
            long entry = tag | ((long) (generation & 0x7FFF) << 16) | ((movesLeft + 1) & 0xFFFF);
            for (int probe = 0; probe < size; probe++) {
                int s = (slot + probe) & (size - 1);
                long m = meta[s];
                if (m == 0) {
                    if (count >= size * 3 / 4) {
                        return true; // table full: search without recording
                    }
                    ExactKey.store(keys, s * ExactKey.WIDTH, b);
                    meta[s] = entry;
                    filled[count++] = s;
                    return true;
                }
                if ((m & 0xFFFFFFFF00000000L) == tag && ExactKey.matches(keys, s * ExactKey.WIDTH, b)) {
                    if ((int) (m & 0xFFFF) - 1 >= movesLeft) {
                        staleHit = (int) ((m >>> 16) & 0x7FFF) != (generation & 0x7FFF);
                        return false;
                    }
                    meta[s] = entry;
                    return true;
                }
            }
            return true;
        }
    }

    /**
     * The tables borrowed on one thread during one analysis ({@link Unwinnability#analyse}), given back as
     * spares when it ends. Analyses may nest: only the outermost gives them back.
     */
    static final class Loans {
        private static final ThreadLocal<Loans> CURRENT = ThreadLocal.withInitial(Loans::new);
        private final List<ExactTable> tables = new ArrayList<>();
        private int depth;

        /** Opens an analysis on this thread; {@link #close} must follow, in a finally block. */
        static void open() {
            CURRENT.get().depth++;
        }

        /** Closes it; the outermost close gives back every table borrowed since its open. */
        static void close() {
            Loans loans = CURRENT.get();
            if (--loans.depth == 0) {
                for (ExactTable t : loans.tables) {
                    t.giveBack();
                }
                loans.tables.clear();
            }
        }
    }
}
