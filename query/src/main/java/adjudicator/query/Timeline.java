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
import adjudicator.command.state.Rulings;
import adjudicator.command.text.Texts;
import adjudicator.engine.Color;
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
        return appealRow(m, Texts.of(null));
    }

    /** As above, its sentence in the language of {@code t}. */
    static Row appealRow(org.axonframework.eventhandling.DomainEventMessage<?> m, Texts t) {
        adjudicator.command.appeal.AppealEvent e = (adjudicator.command.appeal.AppealEvent) m.getPayload();
        String article = e instanceof adjudicator.command.appeal.AppealEvent.AppealLodged l ? l.lawsArticle() : null;
        return new Row(m.getSequenceNumber(), e.at() == null ? null : e.at().toString(), m.getTimestamp().toString(), e.actor().name(),
                RecordedBy.of(m.getMetaData()), e.getClass().getSimpleName(), article, null, describe(e, t), null, e.appealId());
    }

    /** The sentence for an appeal's event, in English. */
    static String describe(adjudicator.command.appeal.AppealEvent event) {
        return describe(event, Texts.of(null));
    }

    /** The sentence for an appeal's event in the language of {@code t}; names, grounds and reasons as recorded. */
    static String describe(adjudicator.command.appeal.AppealEvent event, Texts t) {
        if (event instanceof adjudicator.command.appeal.AppealEvent.AppealLodged e) {
            return e.disputed().isEmpty()
                    ? t.get("timeline.AppealLodged.result", t.name(e.appellant()), e.appellantName(), t.name(e.lodgedBy()), e.grounds())
                    : t.get("timeline.AppealLodged.events", t.name(e.appellant()), e.appellantName(), t.name(e.lodgedBy()), e.disputed(),
                    e.grounds());
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.AppealRefused e) {
            return t.get("timeline.AppealRefused", t.name(e.refusal()), e.reason());
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.CommitteeFormed e) {
            List<String> members = e.members().stream().map(x -> x.name()).toList();
            return e.reserves().isEmpty() ? t.get("timeline.CommitteeFormed", members)
                    : t.get("timeline.CommitteeFormed.reserves", members, e.reserves().stream().map(x -> x.name()).toList());
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.MemberStoodAside e) {
            return e.replacedBy() == null ? t.get("timeline.MemberStoodAside", e.member(), e.reason())
                    : t.get("timeline.MemberStoodAside.replaced", e.member(), e.reason(), e.replacedBy());
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.StatementRecorded e) {
            String speaker = t.get("timeline.speaker." + e.speaker().name());
            return e.name() == null ? t.get("timeline.StatementRecorded", speaker, e.text())
                    : t.get("timeline.StatementRecorded.named", speaker, e.name(), e.text());
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.ReadjudicationAttached e) {
            return t.get("timeline.ReadjudicationAttached", t.name(adjudicator.engine.rules.Edition.class, e.rules()), e.readjudicatedResult(), e.recordedResult());
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.AppealDecided e) {
            return t.get("timeline.AppealDecided", t.name(e.decision()), e.votes().stream().filter(v -> v.vote() == e.decision()).count(),
                    e.votes().size(), e.reasons());
        } else if (event instanceof adjudicator.command.appeal.AppealEvent.AppealEffectRefused e) {
            return e.article() == null ? t.get("timeline.AppealEffectRefused", e.effect(), t.name(e.kind()), e.detail())
                    : t.get("timeline.AppealEffectRefused.article", e.effect(), t.name(e.kind()), e.detail(), e.article());
        }
        return event.getClass().getSimpleName();
    }

    private Timeline() {
    }

    /** The sentence for {@code event}, given the view right after it (which holds any ruling's sentence), in English. */
    static String describe(GameEvent event, GameState after, long seq) {
        return describe(event, null, after, seq, Texts.of(null));
    }

    /**
     * The sentence for {@code event} in the language of {@code t}, given the view right after it (which holds any
     * ruling's sentence, in English) and the one before it ({@code before}: a ruling in another language is worded
     * again from its event, {@link Rulings#describe(GameEvent, GameState, Texts)}). Names, moves, results, articles and
     * an illegal move's reason as recorded.
     */
    static String describe(GameEvent event, GameState before, GameState after, long seq, Texts t) {
        if (event instanceof GameCreated e) {
            return t.get("timeline.GameCreated", name(e.whiteName(), t.get("timeline.unnamed.white")),
                    name(e.blackName(), t.get("timeline.unnamed.black")), t.name(e.rules()), e.timeControl());
        }
        if (event instanceof ClocksStarted e) {
            return t.get("timeline.ClocksStarted", genitive(e.side(), t));
        }
        if (event instanceof MoveMade e) {
            return e.legal() ? t.get("timeline.MoveMade", t.name(e.player()), e.san())
                    : t.get("timeline.MoveMade.illegal", t.name(e.player()), e.uci(), t.name(adjudicator.engine.IllegalReason.class, e.reason()), e.article());
        }
        if (event instanceof ClockPressed e) {
            if (Boolean.TRUE.equals(e.withoutMove())) {
                return t.get("timeline.ClockPressed.withoutMove", t.name(e.player()));
            }
            ChessClock c = after.clock();
            String times = c == null ? "" : t.get("timeline.ClockPressed.times", t.name(Color.WHITE), PgnWriter.clk(c.whiteMs()),
                    t.name(Color.BLACK), PgnWriter.clk(c.blackMs()));
            return t.get("timeline.ClockPressed", t.name(e.player()), times);
        }
        if (event instanceof PieceTouched e) {
            return t.get("timeline.PieceTouched", t.name(e.player()), e.piece(), e.square());
        }
        if (event instanceof PromotionSquareTouched e) {
            return e.binding() ? t.get("timeline.PromotionSquareTouched.binding", t.name(e.player()), e.piece(), e.square(), e.article(),
                    t.of(e.rules()))
                    : t.get("timeline.PromotionSquareTouched", t.name(e.player()), e.piece(), e.square());
        }
        if (event instanceof PieceAdjusted e) {
            return t.get(e.permitted() ? "timeline.PieceAdjusted" : "timeline.PieceAdjusted.notHisMove", t.name(e.player()), e.piece(),
                    e.square());
        }
        if (event instanceof DrawClaimed e) {
            return e.intendedMove() == null ? t.get("timeline.DrawClaimed", t.name(e.player()), t.name(e.basis()))
                    : t.get("timeline.DrawClaimed.intended", t.name(e.player()), t.name(e.basis()),
                    e.intendedSan() != null ? e.intendedSan() : e.intendedMove());
        }
        if (event instanceof FlagFallClaimed e) {
            return t.get("timeline.FlagFallClaimed", t.name(e.player()), genitive(e.player().opposite(), t));
        }
        if (event instanceof TouchMoveClaimed e) {
            return t.get("timeline.TouchMoveClaimed", t.name(e.player()), genitive(e.player().opposite(), t));
        }
        if (event instanceof adjudicator.command.api.TouchMoveClaimWaived e) {
            return t.get("timeline.TouchMoveClaimWaived", t.name(e.player()), genitive(e.player().opposite(), t), e.article(),
                    t.of(e.rules()));
        }
        if (event instanceof PlayerResigned e) {
            return t.get("timeline.PlayerResigned", t.name(e.player()));
        }
        if (event instanceof DrawAgreed e) {
            return t.get("timeline.DrawAgreed", t.name(e.player()));
        }
        if (event instanceof ClaimUpheld e) {
            return t.get("timeline.ClaimUpheld", t.name(e.claim()), t.name(e.player()), e.article(), t.of(e.rules()));
        }
        if (event instanceof MoveCompleted e) {
            return t.get("timeline.MoveCompleted", genitive(e.player(), t), e.article(), t.of(e.rules()));
        }
        if (event instanceof ScoresheetSigned e) {
            return e.article() == null ? t.get("timeline.ScoresheetSigned", t.name(e.player()), e.result())
                    : t.get("timeline.ScoresheetSigned.article", t.name(e.player()), e.result(), e.article(), t.of(e.rules()));
        }
        if (event instanceof adjudicator.command.api.SourceEndingRecorded e) {
            String how = e.termination() == null ? t.name(e.kind()) : "\"" + e.termination() + "\"";
            StringBuilder text = new StringBuilder("*".equals(e.result()) ? t.get("timeline.SourceEndingRecorded", e.result(), how)
                    : t.get("timeline.SourceEndingRecorded.stands", e.result(), how, e.article(), t.of(e.rules())));
            if (!e.movesAfterEnd().isEmpty()) {
                text.append(t.get("timeline.SourceEndingRecorded.afterEnd", e.movesAfterEnd().size()));
            }
            for (adjudicator.command.decide.SourceFindings.Finding f : adjudicator.command.decide.SourceFindings.of(after)) {
                text.append(t.get("timeline.SourceEndingRecorded.finding", f.text()));
            }
            return text.toString();
        }
        if (event instanceof GameEnded e) {
            return t.get("timeline.GameEnded", e.result(), t.name(e.termination()), e.article(), t.of(e.rules()));
        }
        if (t.language() != adjudicator.command.text.Language.EN && before != null) {
            String worded = Rulings.describe(event, before, t);
            if (worded != null) {
                return worded;
            }
        }
        List<RulingRecord> rulings = after.rulings();
        for (int i = rulings.size() - 1; i >= 0 && rulings.get(i).seq() >= seq; i--) {
            if (rulings.get(i).seq() == seq) {
                return rulings.get(i).text();
            }
        }
        return event.getClass().getSimpleName();
    }

    /** A side as the owner of something ("WHITE's clock"; in Russian «время белых»). */
    private static String genitive(Color side, Texts t) {
        return side == null ? "null" : t.get("genitive.Color." + side.name());
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
