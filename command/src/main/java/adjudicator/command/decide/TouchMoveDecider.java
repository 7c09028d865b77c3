package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.Commands.AdjustPiece;
import adjudicator.command.api.Commands.ClaimTouchMove;
import adjudicator.command.api.Commands.TouchPiece;
import adjudicator.command.api.Commands.TouchPromotionSquare;
import adjudicator.command.api.Decline;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.PieceAdjusted;
import adjudicator.command.api.PieceTouched;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.PromotionSquareTouched;
import adjudicator.command.api.RejectionReason;
import adjudicator.command.api.TouchMoveClaimed;
import adjudicator.command.state.Breach;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Message;
import adjudicator.command.state.Obligation;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Piece;
import adjudicator.engine.PieceType;
import adjudicator.engine.Position;
import adjudicator.engine.Squares;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.TouchMove;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static adjudicator.command.decide.Guards.parseSquare;
import static adjudicator.command.decide.Guards.require;
import static adjudicator.command.decide.Guards.requireOngoing;
import static adjudicator.command.decide.Guards.requirePlayer;

/**
 * Touch-move (Art. 4): deliberate touches, the promoted piece's choice, adjusting, the obligations they
 * create, and the opponent's claim that a move broke one.
 */
final class TouchMoveDecider {

    private TouchMoveDecider() {
    }

    /**
     * A deliberate touch (2005 4.3): a fact. By the player having the move it binds his move; by either
     * player it ends his right to claim a breach of touch-move (4.7); by the player to move it declines
     * an open draw offer (9.1a).
     */
    static List<GameEvent> touchPiece(GameState s, TouchPiece cmd) {
        requirePlayer(cmd.player());
        int square = parseSquare(cmd.square());
        requireOngoing(s, cmd.at());
        Piece piece = s.position().pieceAt(square);
        if (piece == null) {
            throw GameRuleException.notAFact(Message.of("refusal.game.touch.noManToTouch", cmd.square()), null, s.edition());
        }
        List<GameEvent> events = new ArrayList<>();
        events.add(new PieceTouched(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player(), Squares.name(square),
                String.valueOf(piece.fenChar())));
        declinedByTouching(s, cmd.player(), cmd.at(), events);
        return events;
    }

    /**
     * The new piece touches the square of promotion (2005 4.4d; 4.4.4): a fact. The first such touch by
     * the player having the move makes his choice of piece final; like a touch of a man, it ends his
     * right to claim a breach of touch-move and declines an open draw offer.
     */
    static List<GameEvent> touchPromotionSquare(GameState s, TouchPromotionSquare cmd) {
        requirePlayer(cmd.player());
        int square = parseSquare(cmd.square());
        PieceType piece = promotionPiece(cmd.piece());
        requireOngoing(s, cmd.at());
        String article = s.rules().article(Law.PROMOTED_PIECE_CHOSEN);
        int lastRank = cmd.player() == Color.WHITE ? 7 : 0;
        if (Squares.rank(square) != lastRank) {
            throw GameRuleException.notAFact(Message.of("refusal.game.touch.notPromotionSquare", cmd.square(), Message.whose(cmd.player())),
                    article, s.edition());
        }
        boolean binding = s.position().sideToMove() == cmd.player() && s.promotionTouch() == null;
        List<GameEvent> events = new ArrayList<>();
        events.add(new PromotionSquareTouched(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player(),
                Squares.name(square), String.valueOf(piece.letter()), binding, article, s.edition()));
        declinedByTouching(s, cmd.player(), cmd.at(), events);
        return events;
    }

    /** A touch by the player to move declines the opponent's open draw offer (2005 9.1a). */
    private static void declinedByTouching(GameState s, Color player, java.time.Instant at, List<GameEvent> events) {
        if (s.drawOfferBy() == player.opposite() && s.position().sideToMove() == player) {
            events.add(new DrawOfferDeclined(s.gameId(), at, Actor.of(player), player, Decline.BY_TOUCHING,
                    s.rules().article(Law.DRAW_OFFER), s.edition()));
        }
    }

    private static PieceType promotionPiece(String text) {
        require(text != null, Message.of("refusal.game.touch.pieceRequired"));
        return switch (text.trim().toUpperCase(Locale.ROOT)) {
            case "Q", "QUEEN" -> PieceType.QUEEN;
            case "R", "ROOK" -> PieceType.ROOK;
            case "B", "BISHOP" -> PieceType.BISHOP;
            case "N", "KNIGHT" -> PieceType.KNIGHT;
            default -> throw GameRuleException.malformed(Message.of("refusal.game.touch.pieceUnknown", text));
        };
    }

    /** An announced adjustment (2005 4.2): a fact that binds nothing; only the player having the move may adjust. */
    static List<GameEvent> adjustPiece(GameState s, AdjustPiece cmd) {
        requirePlayer(cmd.player());
        int square = parseSquare(cmd.square());
        requireOngoing(s, cmd.at());
        Piece piece = s.position().pieceAt(square);
        if (piece == null) {
            throw GameRuleException.notAFact(Message.of("refusal.game.touch.noManToAdjust", cmd.square()), null, s.edition());
        }
        boolean permitted = s.position().sideToMove() == cmd.player();
        return List.of(new PieceAdjusted(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player(), Squares.name(square),
                String.valueOf(piece.fenChar()), permitted, s.rules().article(Law.ADJUSTING)));
    }

    /**
     * The opponent claims that the last move broke its obligation (touch-move 4.3-4.4, or the binding of
     * 7.4a or 9.5b): upheld while he has not touched a man himself (2005 4.7; 2017 4.8), the position
     * before that move is reinstated by replay and the obligation stays in force.
     */
    static List<GameEvent> claimTouchMove(GameState s, ClaimTouchMove cmd) {
        requirePlayer(cmd.player());
        requireOngoing(s, cmd.at());
        String article = s.rules().article(Law.TOUCH_MOVE_CLAIM);
        List<GameEvent> events = new ArrayList<>();
        events.add(new TouchMoveClaimed(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player()));
        Optional<Breach> breach = s.breach().filter(b -> b.player() == cmd.player().opposite());
        if (breach.isEmpty() || !breach.get().claimable()) {
            events.add(new ClaimRejected(s.gameId(), cmd.at(), Actor.SYSTEM, cmd.player(), ClaimKind.TOUCH_MOVE,
                    breach.isEmpty() ? RejectionReason.NO_BROKEN_OBLIGATION : RejectionReason.RIGHT_LOST, null, article, s.edition(), 0, 0, null,
                    null, null, null));
            return events;
        }
        Breach b = breach.get();
        events.add(new ClaimUpheld(s.gameId(), cmd.at(), Actor.SYSTEM, cmd.player(), ClaimKind.TOUCH_MOVE, article,
                s.edition()));
        Position before = s.positionAfter(b.ply() - 1);
        events.add(new PositionRestored(s.gameId(), cmd.at(), Actor.SYSTEM, b.ply() - 1, before.fen(), article,
                "touch-move: " + s.moves().get(b.ply() - 1).uci() + " broke " + b.article(), s.edition(), b.touched(),
                b.allowed().stream().map(Move::uci).sorted().toList(), b.article(), s.movesAfter(b.ply() - 1)));
        return events;
    }

    /**
     * The binding {@code move} would break, if any: a standing obligation (an incorrect claim's intended
     * move, the replacement of an illegal move) or the touches of this turn (4.3-4.4).
     */
    static Breach breach(GameState s, Color player, Move move) {
        int ply = s.moves().size() + 1;
        Optional<Obligation> standing = s.obligation().filter(o -> o.player() == player);
        if (standing.isPresent()) {
            Obligation o = standing.get();
            return o.allowed().contains(move) ? null
                    : Breach.claimable(player, ply, move.uci(), o.allowed(), o.article(), o.touched());
        }
        if (s.touches().isEmpty() && s.promotionTouch() == null) {
            return null;
        }
        TouchMove.Obligation obligation = TouchMove.oblige(s.position(), s.touches(), s.promotionTouch());
        if (obligation.law() == Law.NOTHING_TOUCHED_CAN_MOVE || obligation.allows(move)) {
            return null;
        }
        List<String> touched = new ArrayList<>(s.touches().stream().map(Squares::name).toList());
        if (s.promotionTouch() != null) {
            touched.add(Squares.name(s.promotionTouch().square()) + "=" + s.promotionTouch().piece().letter());
        }
        return Breach.claimable(player, ply, move.uci(), obligation.allowed(), s.rules().article(obligation.law()),
                List.copyOf(touched));
    }
}
