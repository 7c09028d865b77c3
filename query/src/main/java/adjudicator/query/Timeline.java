package adjudicator.query;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.DrawAgreed;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.FlagFallClaimed;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.MoveCompleted;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.PieceAdjusted;
import adjudicator.command.api.PieceTouched;
import adjudicator.command.api.PlayerResigned;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.PromotionSquareTouched;
import adjudicator.command.api.ScoresheetSigned;
import adjudicator.command.api.TouchMoveClaimed;
import adjudicator.command.record.RecordedBy;
import adjudicator.command.state.GameState;
import adjudicator.command.state.RulingRecord;
import adjudicator.engine.clock.ChessClock;

import java.util.ArrayList;
import java.util.List;

/**
 * The audit trail as a person reads it: each event with its device instant, the server's receipt,
 * the actor, what happened in a sentence, the article and edition of a ruling, and the position after
 * each move or reinstatement. Built by folding the game's events, like every other view.
 */
public final class Timeline {

    /** One line of the timeline. */
    public record Row(long seq, String at, String recordedAt, String actor, RecordedBy recordedBy, String type,
                      String article, String rules, String text, String fenAfter,
                      @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                      String appealId) {

        /** A row of the game's own events. */
        public Row(long seq, String at, String recordedAt, String actor, RecordedBy recordedBy, String type, String article,
                   String rules, String text, String fenAfter) {
            this(seq, at, recordedAt, actor, recordedBy, type, article, rules, text, fenAfter, null);
        }
    }

    /**
     * An appeal's event as a row of its game's timeline: {@code seq} is the event's in the appeal's own
     * record (named by {@code appealId}), {@code text} what happened in a sentence.
     */
    static Row appealRow(org.axonframework.eventhandling.DomainEventMessage<?> m) {
        adjudicator.command.appeal.AppealEvent e = (adjudicator.command.appeal.AppealEvent) m.getPayload();
        String article = e instanceof adjudicator.command.appeal.AppealEvent.AppealLodged l ? l.lawsArticle() : null;
        return new Row(m.getSequenceNumber(), e.at() == null ? null : e.at().toString(), m.getTimestamp().toString(), e.actor().name(),
                RecordedBy.of(m.getMetaData()), e.getClass().getSimpleName(), article, null, describe(e), null, e.appealId());
    }

    /** The sentence for an appeal's event. */
    static String describe(adjudicator.command.appeal.AppealEvent event) {
        if (event instanceof adjudicator.command.appeal.AppealEvent.AppealLodged e) {
            return "appeal lodged by " + e.appellant() + " (" + e.appellantName() + ", " + e.lodgedBy() + ")"
                    + (e.disputed().isEmpty() ? " against the result" : " against events " + e.disputed()) + ": " + e.grounds();
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.AppealRefused e) {
            return "appeal refused (" + e.refusal() + "): " + e.reason();
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.CommitteeFormed e) {
            return "appeals committee formed: " + e.members().stream().map(x -> x.name()).toList()
                    + (e.reserves().isEmpty() ? "" : ", reserves " + e.reserves().stream().map(x -> x.name()).toList());
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.MemberStoodAside e) {
            return e.member() + " stood aside (" + e.reason() + ")" + (e.replacedBy() == null ? "" : ", replaced by " + e.replacedBy());
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.StatementRecorded e) {
            return "statement of the " + e.speaker().name().toLowerCase() + (e.name() == null ? "" : " " + e.name()) + ": " + e.text();
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.ReadjudicationAttached e) {
            return "re-adjudication under " + e.rules() + " attached: " + e.readjudicatedResult() + " (record: " + e.recordedResult() + ")";
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.AppealDecided e) {
            return "appeal " + e.decision() + " by " + e.votes().stream().filter(v -> v.vote() == e.decision()).count() + " votes of "
                    + e.votes().size() + ": " + e.reasons();
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.AppealEffectRefused e) {
            return "effect " + e.effect() + " of the decision (" + e.kind() + ") refused by the game: " + e.detail()
                    + (e.article() == null ? "" : " (Art. " + e.article() + ")");
        }
        return event.getClass().getSimpleName();
    }

    private Timeline() {
    }

    /** The sentence for {@code event}, given the view right after it (which holds any ruling's sentence). */
    static String describe(GameEvent event, GameState after, long seq) {
        if (event instanceof GameCreated e) {
            return "game created: " + name(e.whiteName(), "White") + " v " + name(e.blackName(), "Black") + ", " + e.rules()
                    + ", time control " + e.timeControl();
        }
        if (event instanceof ClocksStarted e) {
            return "clocks started: " + e.side() + "'s clock runs";
        }
        if (event instanceof MoveMade e) {
            return e.legal() ? e.player() + " played " + e.san()
                    : e.player() + " made the illegal move " + e.uci() + " (" + e.reason() + ", Art. " + e.article() + ")";
        }
        if (event instanceof ClockPressed e) {
            ChessClock c = after.clock();
            String times = c == null ? "" : " (WHITE " + PgnWriter.clk(c.whiteMs()) + ", BLACK " + PgnWriter.clk(c.blackMs()) + ")";
            return Boolean.TRUE.equals(e.withoutMove()) ? e.player() + " pressed the clock without a move"
                    : e.player() + " pressed the clock" + times;
        }
        if (event instanceof PieceTouched e) {
            return e.player() + " touched the " + e.piece() + " on " + e.square();
        }
        if (event instanceof PromotionSquareTouched e) {
            return e.player() + " let the new piece (" + e.piece() + ") touch " + e.square()
                    + (e.binding() ? ": the choice of the promoted piece is final, Art. " + e.article() + " " + e.rules()
                    : " (binds nothing: not his move, or his choice was already made)");
        }
        if (event instanceof PieceAdjusted e) {
            return e.player() + " adjusted the " + e.piece() + " on " + e.square() + (e.permitted() ? "" : " (not his move)");
        }
        if (event instanceof DrawClaimed e) {
            return e.player() + " claimed a draw (" + e.basis() + ")"
                    + (e.intendedMove() == null ? "" : " with the intended move " + (e.intendedSan() != null ? e.intendedSan() : e.intendedMove()));
        }
        if (event instanceof FlagFallClaimed e) {
            return e.player() + " claimed that " + e.player().opposite() + "'s flag has fallen";
        }
        if (event instanceof TouchMoveClaimed e) {
            return e.player() + " claimed that " + e.player().opposite() + "'s last move broke touch-move";
        }
        if (event instanceof adjudicator.command.api.TouchMoveClaimWaived e) {
            return e.player() + " waived his claim that " + e.player().opposite() + "'s last move broke touch-move (recorded by "
                    + "the arbiter), Art. " + e.article() + " " + e.rules();
        }
        if (event instanceof PlayerResigned e) {
            return e.player() + " resigned";
        }
        if (event instanceof DrawAgreed e) {
            return e.player() + " accepted the draw offer";
        }
        if (event instanceof ClaimUpheld e) {
            return "claim (" + e.claim() + ") by " + e.player() + " upheld, Art. " + e.article() + " " + e.rules();
        }
        if (event instanceof MoveCompleted e) {
            return e.player() + "'s previous move completed by his next move, Art. " + e.article() + " " + e.rules();
        }
        if (event instanceof ScoresheetSigned e) {
            return e.player() + " signed the scoresheet with the result " + e.result()
                    + (e.article() == null ? "" : ", Art. " + e.article() + " " + e.rules());
        }
        if (event instanceof adjudicator.command.api.SourceEndingRecorded e) {
            StringBuilder text = new StringBuilder("the source records " + e.result() + " ("
                    + (e.termination() == null ? e.kind().name() : "\"" + e.termination() + "\"") + ")"
                    + ("*".equals(e.result()) ? "" : ", which stands unless the arbiter decides otherwise, Art. " + e.article() + " " + e.rules()));
            if (!e.movesAfterEnd().isEmpty()) {
                text.append("; its ").append(e.movesAfterEnd().size()).append(" moves after the Laws' end are kept, not played");
            }
            for (adjudicator.command.decide.SourceFindings.Finding f : adjudicator.command.decide.SourceFindings.of(after)) {
                text.append("; finding: ").append(f.text());
            }
            return text.toString();
        }
        if (event instanceof GameEnded e) {
            return "game ended " + e.result() + " (" + e.termination() + ", Art. " + e.article() + " " + e.rules() + ")";
        }
        List<RulingRecord> rulings = after.rulings();
        for (int i = rulings.size() - 1; i >= 0 && rulings.get(i).seq() >= seq; i--) {
            if (rulings.get(i).seq() == seq) {
                return rulings.get(i).text();
            }
        }
        return event.getClass().getSimpleName();
    }

    /** The position after a move or a reinstatement, else null. */
    static String fenAfter(GameEvent event, GameState after) {
        return event instanceof MoveMade || event instanceof PositionRestored ? after.fen() : null;
    }

    /** The timeline as CSV (RFC 4180): a header, then one line a row. */
    public static String csv(List<Row> rows) {
        StringBuilder out = new StringBuilder("seq,at,recordedAt,actor,recordedBy,recordedByRole,type,article,rules,text,fenAfter\r\n");
        for (Row r : rows) {
            List<String> cells = new ArrayList<>(List.of(String.valueOf(r.seq()), nz(r.at()), nz(r.recordedAt()), nz(r.actor()),
                    r.recordedBy() == null ? "" : r.recordedBy().name(), r.recordedBy() == null ? "" : nz(r.recordedBy().role()),
                    r.type(), nz(r.article()), nz(r.rules()), nz(r.text()), nz(r.fenAfter())));
            for (int i = 0; i < cells.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                String cell = cells.get(i);
                boolean quote = cell.contains(",") || cell.contains("\"") || cell.contains("\n") || cell.contains("\r");
                out.append(quote ? '"' + cell.replace("\"", "\"\"") + '"' : cell);
            }
            out.append("\r\n");
        }
        return out.toString();
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    private static String name(String name, String fallback) {
        return name == null || name.isBlank() ? fallback : name;
    }

    /** Whether {@code actor} names an actor of the record. */
    static boolean isActor(String actor) {
        for (Actor a : Actor.values()) {
            if (a.name().equals(actor)) {
                return true;
            }
        }
        return false;
    }

    /** The names of every event type a game's timeline shows: the game's own and its appeals'. */
    static List<String> eventTypes() {
        List<String> names = new ArrayList<>();
        for (Class<?> c : GameEvent.class.getPermittedSubclasses()) {
            names.add(c.getSimpleName());
        }
        for (Class<?> c : adjudicator.command.appeal.AppealEvent.class.getPermittedSubclasses()) {
            names.add(c.getSimpleName());
        }
        return names;
    }
}
